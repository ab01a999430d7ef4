import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { adminRequest } from '../session/adminRequest.ts';
import type { TemplateDetail } from '../../../schemas/generated/templateDetail.ts';
import type { TemplateDraftRecord } from '../../../schemas/generated/templateDraft.ts';
import type { TemplateSummary } from '../../../schemas/generated/templateSummary.ts';
import type { VersionEntry } from '../../../schemas/generated/templateVersionEntry.ts';
import {
  draftSaveState,
  hasUnsavedWork,
  templateDraftMachine,
  type DraftConflict,
  type DraftDiscardOutcome,
  type DraftSaveInput,
  type DraftSaveOutcome,
  type TemplateContent,
  type TemplateDraftSnapshot,
} from '../../../engine/lifecycles/templateDraftMachine.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

/** One published version as GET /api/admin/templates/:kind/:key lists it (schemas/templateVersionEntry.schema.json). */
export type VersionRow = VersionEntry;

/** The draft as the server keeps it (schemas/templateDraft.schema.json). */
export type ServerDraft = TemplateDraftRecord;

// One template as GET /api/admin/templates lists it, and as GET …/:kind/:key answers it (schemas/).
export type { TemplateSummary, TemplateDetail };

export const TEMPLATE_LIST_KEY = ['admin', 'templates', 'list'] as const;

export const templateUrl = (kind: TemplateKind, key: string) => `/api/admin/templates/${kind}/${encodeURIComponent(key)}`;

/** `pending`: a change typed and not sent yet; `saving`: sent, not answered yet. */
export type SaveState = { status: 'idle' | 'pending' | 'saving' | 'saved' | 'failed'; message?: string };

// Saves finishing after their editor closed (another template opened): the editor of that template opens
// again only once they are answered, so it starts from the draft they stored.
const leaving = new Map<string, Promise<unknown>>();
const leavingWatchers = new Set<() => void>();
const watchLeaving = (watcher: () => void) => {
  leavingWatchers.add(watcher);
  return () => leavingWatchers.delete(watcher);
};
const leavingId = (kind: TemplateKind, key: string) => `${kind}/${key}`;

function trackLeaving(id: string, save: Promise<unknown>) {
  leaving.set(id, save);
  leavingWatchers.forEach((watcher) => watcher());
  void save.finally(() => {
    if (leaving.get(id) === save) leaving.delete(id);
    leavingWatchers.forEach((watcher) => watcher());
  });
}

// Conflicts not resolved yet, by template: one a closed editor's last save ran into is shown when the
// template is opened again, instead of dropping the change it could not store.
const openConflicts = new Map<string, DraftConflict>();

// JSON typed with problems, which is never saved as a draft (only what the checks accept is), by
// template: kept while the page is open so opening the template again brings it back to be corrected.
const heldTexts = new Map<string, unknown>();

/** The JSON texts of this template left with problems when its editor was closed, if any. */
export const heldJsonOf = <T>(kind: TemplateKind, key: string) => heldTexts.get(leavingId(kind, key)) as T | undefined;

export type { DraftConflict, TemplateContent };

/** Whether a closed editor of this template is still saving its last change. */
export function useLeavingSave(kind: TemplateKind, key: string): boolean {
  return useSyncExternalStore(watchLeaving, () => leaving.has(leavingId(kind, key)));
}

/** A proxy's answers for a server it cannot reach: worth trying again, as with no answer at all. */
const UNREACHED = new Set([502, 503, 504]);

/** One PUT of the draft, its answer read as the autosave machine needs it. */
async function putDraft(url: string, { content, revision, keepalive }: DraftSaveInput): Promise<DraftSaveOutcome> {
  try {
    return { kind: 'saved', draft: await adminRequest<ServerDraft>('PUT', url, { content, revision }, { keepalive }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const current = (JSON.parse(error.body) as { current: ServerDraft | null }).current;
      return current ? { kind: 'conflict', current } : { kind: 'gone' };
    }
    if (!(error instanceof ApiError)) return { kind: 'offline' };
    const message = error.payload?.error ?? error.message;
    return UNREACHED.has(error.status) ? { kind: 'offline', message } : { kind: 'refused', message };
  }
}

async function deleteDraft(url: string): Promise<DraftDiscardOutcome> {
  try {
    await adminRequest('DELETE', url);
    return { kind: 'discarded' };
  } catch (error) {
    // No draft on the server (never saved, or discarded elsewhere): there is nothing left to delete.
    if (error instanceof ApiError && error.status === 404) return { kind: 'discarded' };
    return { kind: 'failed', message: error instanceof ApiError ? error.payload?.error : undefined };
  }
}

/** A save or a discard answered: the machine is in none of the states that wait for the server. */
const answered = (snapshot: TemplateDraftSnapshot) => !['pending', 'saving', 'discarding'].includes(draftSaveState(snapshot));

/** What the status line reads of the machine. */
function saveStateOf(snapshot: TemplateDraftSnapshot): SaveState {
  const { pending, failure } = snapshot.context;
  switch (draftSaveState(snapshot)) {
    case 'pending':
      return { status: 'pending' };
    // A change typed while a save runs is said to be waiting.
    case 'saving':
      return { status: pending ? 'pending' : 'saving' };
    case 'saved':
      return { status: 'saved' };
    case 'offline':
    case 'failed':
      return { status: 'failed', message: failure?.kind === 'gone' ? TEMPLATE_TEXTS.server.draftGone : failure?.message };
    default:
      return { status: 'idle' };
  }
}

/**
 * Keeps the editor's draft on the server with the autosave machine (engine/lifecycles/templateDraftMachine.ts):
 * each change is saved after a pause, with the revision it was based on, one save at a time. When someone
 * else saved the draft meanwhile (409), `conflict` holds both drafts and nothing more is saved until the
 * editor chooses one (docs/decisions/0143-case-template-drafts-in-the-plantillas-tab.md). A change not yet stored is never dropped: closing the editor
 * saves it at once, and closing or reloading the tab asks the browser to warn and sends it with `keepalive`.
 *
 * The machine's actor lives as long as the work it holds, not as long as the editor: closed with a change
 * waiting or in flight, it saves it and stops once that save is answered.
 */
export function useServerDraft(kind: TemplateKind, key: string, start: { revision: number }, onSaved?: (stored: ServerDraft) => void) {
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const id = leavingId(kind, key);
  const [actor] = useState(() => {
    const url = `${templateUrl(kind, key)}/draft`;
    const machine = templateDraftMachine.provide({
      actors: {
        saveDraft: fromPromise<DraftSaveOutcome, DraftSaveInput>(({ input }) => putDraft(url, input)),
        discardDraft: fromPromise<DraftDiscardOutcome, void>(() => deleteDraft(url)),
      },
      actions: { announceSaved: (_, { draft }) => saved.current?.(draft) },
    });
    const created = createActor(machine, { input: { revision: start.revision, conflict: openConflicts.get(id) ?? null } });
    // A conflict outlives its editor: one a closed editor's last save ran into is shown when the template opens again.
    let shown = created.getSnapshot().context.conflict;
    created.subscribe(({ context: { conflict } }) => {
      if (conflict === shown) return;
      shown = conflict;
      if (conflict) openConflicts.set(id, conflict);
      else openConflicts.delete(id);
    });
    created.start();
    if (heldTexts.has(id)) created.send({ type: 'HOLD', held: true });
    return created;
  });
  const state = useSelector(actor, saveStateOf, sameSaveState);
  const conflict = useSelector(actor, (snapshot) => snapshot.context.conflict);
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  // JSON with problems on screen: not savable, so the status line says so and the tab's closing warns.
  const held = useSelector(actor, (snapshot) => snapshot.matches({ json: 'held' }));

  const change = useCallback((content: TemplateContent) => actor.send({ type: 'CHANGE', content }), [actor]);

  /**
   * Sends what is pending now (after a save already running, and with what is typed meanwhile): true once
   * the server holds it all, false when a change is left unstored or a conflict waits for a choice.
   */
  const save = useCallback(
    async ({ keepalive = false } = {}): Promise<boolean> => {
      actor.send({ type: 'SAVE_NOW', keepalive });
      const { context } = await waitFor(actor, answered);
      return context.pending === null && context.conflict === null;
    },
    [actor],
  );

  /** The editor chose: keep theirs (their revision, nothing to send) or save theirs over with mine. */
  const resolve = useCallback(
    async (choice: 'theirs' | 'mine') => {
      actor.send({ type: 'RESOLVE', choice });
      await waitFor(actor, answered);
    },
    [actor],
  );

  /** Deletes the server's draft and drops what was not sent: the editor goes back to the published content. */
  const discard = useCallback(async (): Promise<boolean> => {
    actor.send({ type: 'DISCARD' });
    const settled = await waitFor(actor, answered);
    return !['failed', 'conflict'].includes(draftSaveState(settled));
  }, [actor]);

  /**
   * Someone else saved over this editor's draft (a publish answered 409 with theirs) or discarded it
   * (`current` null): the conflict opens with their draft and this editor's newest content, as a save
   * meeting it does; a discarded draft is said, and the newest content is saved again as a new draft.
   */
  const staleFound = useCallback(
    (current: ServerDraft | null): false => {
      actor.send({ type: 'STALE_FOUND', current });
      return false;
    },
    [actor],
  );

  /** Whether the server's draft is still the one this editor saved last: asked before a check, which reads the server's. */
  const stillMine = useCallback(async (): Promise<boolean> => {
    if (!actor.getSnapshot().context.latest) return true;
    const { draft } = await adminRequest<TemplateDetail>('GET', templateUrl(kind, key));
    // Revision 0 here and none there: nothing saved by anyone yet.
    if ((draft?.revision ?? 0) === actor.getSnapshot().context.revision) return true;
    return staleFound(draft);
  }, [actor, kind, key, staleFound]);

  /** The JSON typed has problems (`texts`, kept for the page's life) or no longer has (null). */
  const hold = useCallback(
    (texts: unknown) => {
      if (texts === null) heldTexts.delete(id);
      else heldTexts.set(id, texts);
      actor.send({ type: 'HOLD', held: texts !== null });
    },
    [actor, id],
  );

  /** The server deleted the draft it published: the next change starts a new one. */
  const published = useCallback(() => actor.send({ type: 'PUBLISHED' }), [actor]);

  /** The revision the next save is based on, read when it is needed (after an await). */
  const currentRevision = useCallback(() => actor.getSnapshot().context.revision, [actor]);

  // Closing the editor (another template opened) sends what is pending instead of dropping it, and the
  // actor stops once its last save is answered. With nothing in flight it is left idle, no timer running
  // (React may mount the editor again with it).
  useEffect(
    () => () => {
      const snapshot = actor.getSnapshot();
      const { pending, sending, conflict: open } = snapshot.context;
      if ((!pending || open) && !sending) return;
      if (pending && !open) actor.send({ type: 'SAVE_NOW' });
      trackLeaving(
        id,
        waitFor(actor, answered).finally(() => actor.stop()),
      );
    },
    [actor, id],
  );

  // Closing or reloading the tab with work not stored: the browser asks first, and a waiting change is sent
  // with keepalive so it arrives even if the tab goes. A save already running is not raced (its revision
  // would make this one stale): the warning lets the editor stay until it is answered.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      const snapshot = actor.getSnapshot();
      if (!hasUnsavedWork(snapshot)) return;
      event.preventDefault();
      event.returnValue = '';
      const { pending, sending, conflict: open } = snapshot.context;
      if (pending && !sending && !open) actor.send({ type: 'SAVE_NOW', keepalive: true });
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [actor]);

  return { state, conflict, held, revision, currentRevision, change, save, resolve, discard, published, stillMine, staleFound, hold };
}

const sameSaveState = (a: SaveState, b: SaveState) => a.status === b.status && a.message === b.message;
