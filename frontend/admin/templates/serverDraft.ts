import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { adminRequest } from '../session/adminRequest.ts';
import type { TemplateDetail } from '../../../schemas/generated/templateDetail.ts';
import type { TemplateDraftRecord } from '../../../schemas/generated/templateDraft.ts';
import type { TemplateSummary } from '../../../schemas/generated/templateSummary.ts';
import type { VersionEntry } from '../../../schemas/generated/templateVersionEntry.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

/** One published version as GET /api/admin/templates/:kind/:key lists it (schemas/templateVersionEntry.schema.json). */
export type VersionRow = VersionEntry;

/** A template's content as the server keeps it: a case template, the interview's steps, its rules, a form. */
export type TemplateContent = Record<string, unknown>;

/** The draft as the server keeps it (schemas/templateDraft.schema.json). */
export type ServerDraft = TemplateDraftRecord;

// One template as GET /api/admin/templates lists it, and as GET …/:kind/:key answers it (schemas/).
export type { TemplateSummary, TemplateDetail };

export const TEMPLATE_LIST_KEY = ['admin', 'templates', 'list'] as const;

export const templateUrl = (kind: TemplateKind, key: string) => `/api/admin/templates/${kind}/${encodeURIComponent(key)}`;

/** How long typing may pause before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;

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
export const heldJsonOf = <T,>(kind: TemplateKind, key: string) => heldTexts.get(leavingId(kind, key)) as T | undefined;

export interface DraftConflict {
  theirs: ServerDraft;
  mine: TemplateContent;
}

/** Whether a closed editor of this template is still saving its last change. */
export function useLeavingSave(kind: TemplateKind, key: string): boolean {
  return useSyncExternalStore(watchLeaving, () => leaving.has(leavingId(kind, key)));
}

/**
 * Keeps the editor's draft on the server: each change is saved after a pause, with the revision it was
 * based on, one save at a time. When someone else saved the draft meanwhile (409), `conflict` holds both
 * drafts and nothing more is saved until the editor chooses one
 * (docs/decisions/0143-case-template-drafts-in-the-plantillas-tab.md). A change not yet
 * stored is never dropped: closing the editor saves it at once, and closing or reloading the tab asks the
 * browser to warn and sends it with `keepalive`.
 */
export function useServerDraft(kind: TemplateKind, key: string, start: { revision: number }, onSaved?: (stored: ServerDraft) => void) {
  const revision = useRef(start.revision);
  const pending = useRef<TemplateContent | null>(null);
  // The editor's newest content, sent or not: their side of a conflict found later.
  const latest = useRef<TemplateContent | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const id = leavingId(kind, key);
  const [conflict, setConflictState] = useState<DraftConflict | null>(() => openConflicts.get(id) ?? null);
  const blocked = useRef(conflict !== null);
  // JSON with problems on screen: not savable, so the tab's closing warns (it cannot be sent).
  const held = useRef(heldTexts.has(id));
  const url = `${templateUrl(kind, key)}/draft`;
  const setConflict = useCallback((found: DraftConflict | null) => {
    if (found) openConflicts.set(id, found);
    else openConflicts.delete(id);
    setConflictState(found);
  }, [id]);

  const send = useCallback(async (content: TemplateContent, keepalive: boolean): Promise<boolean> => {
    setState({ status: 'saving' });
    try {
      const stored = await adminRequest<ServerDraft>('PUT', url, { content, revision: revision.current }, { keepalive });
      revision.current = stored.revision;
      setState({ status: pending.current ? 'pending' : 'saved' });
      saved.current?.(stored);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const current = (JSON.parse(error.body) as { current: ServerDraft | null }).current;
        if (!current) {
          // Discarded by someone else meanwhile: the change stays here and the next save starts a new draft.
          revision.current = 0;
          pending.current ??= content;
          setState({ status: 'failed', message: TEMPLATE_TEXTS.server.draftGone });
          return false;
        }
        blocked.current = true;
        // What was typed while this save ran is the newest of mine.
        setConflict({ theirs: current, mine: pending.current ?? content });
        pending.current = null;
        setState({ status: 'idle' });
        return false;
      }
      pending.current ??= content;
      setState({ status: 'failed', message: error instanceof ApiError ? (error.payload?.error ?? error.message) : undefined });
      return false;
    }
  }, [url, setConflict]);

  const save = useCallback(async ({ keepalive = false } = {}): Promise<boolean> => {
    clearTimeout(timer.current);
    // A change typed while a save runs is sent after it, with the revision that save returns.
    while (running.current) await running.current;
    const content = pending.current;
    if (!content || blocked.current) return !blocked.current;
    pending.current = null;
    const run = send(content, keepalive);
    running.current = run;
    try {
      return await run;
    } finally {
      if (running.current === run) running.current = null;
    }
  }, [send]);

  const change = useCallback((content: TemplateContent) => {
    // Until the editor chooses, what they type is their side of the conflict: nothing is sent.
    const open = blocked.current ? openConflicts.get(id) : undefined;
    latest.current = content;
    if (open) return setConflict({ ...open, mine: content });
    pending.current = content;
    setState((current) => (current.status === 'pending' ? current : { status: 'pending' }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [id, save, setConflict]);

  /** The editor chose: keep theirs (their revision, nothing to send) or save theirs over with mine. */
  const resolve = useCallback(async (choice: 'theirs' | 'mine') => {
    const open = openConflicts.get(id) ?? conflict;
    if (!open) return;
    revision.current = open.theirs.revision;
    blocked.current = false;
    setConflict(null);
    if (choice === 'mine') {
      pending.current = open.mine;
      await save();
    } else {
      pending.current = null;
      setState({ status: 'idle' });
    }
  }, [id, conflict, save, setConflict]);

  /** Deletes the server's draft and drops what was not sent: the editor goes back to the published content. */
  const discard = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    pending.current = null;
    while (running.current) await running.current;
    pending.current = null;
    try {
      await adminRequest('DELETE', url);
    } catch (error) {
      // No draft on the server (never saved, or discarded elsewhere): there is nothing left to delete.
      if (!(error instanceof ApiError && error.status === 404)) {
        setState({ status: 'failed', message: error instanceof ApiError ? error.payload?.error : undefined });
        return false;
      }
    }
    revision.current = 0;
    blocked.current = false;
    setConflict(null);
    setState({ status: 'idle' });
    return true;
  }, [url, setConflict]);

  /**
   * Someone else saved over this editor's draft (a publish answered 409 with theirs) or discarded it
   * (`current` null): the conflict opens with their draft and this editor's newest content, as a save
   * meeting it does; a discarded draft is said, and the newest content is saved again as a new draft.
   */
  const staleFound = useCallback((current: ServerDraft | null): false => {
    revision.current = current?.revision ?? 0;
    if (!current) {
      pending.current ??= latest.current;
      setState({ status: 'failed', message: TEMPLATE_TEXTS.server.draftGone });
      return false;
    }
    blocked.current = true;
    setConflict({ theirs: current, mine: latest.current ?? current.content });
    setState({ status: 'idle' });
    return false;
  }, [setConflict]);

  /** Whether the server's draft is still the one this editor saved last: asked before a check, which reads the server's. */
  const stillMine = useCallback(async (): Promise<boolean> => {
    if (!latest.current) return true;
    const { draft } = await adminRequest<TemplateDetail>('GET', templateUrl(kind, key));
    if ((draft?.revision ?? 0) === revision.current) return true;
    // Revision 0 here and none there: nothing saved by anyone yet.
    return staleFound(draft);
  }, [kind, key, staleFound]);

  /** The JSON typed has problems (`texts`, kept for the page's life) or no longer has (null). */
  const hold = useCallback((texts: unknown) => {
    held.current = texts !== null;
    if (texts === null) heldTexts.delete(id);
    else heldTexts.set(id, texts);
  }, [id]);

  /** The server deleted the draft it published: the next change starts a new one. */
  const published = useCallback(() => {
    revision.current = 0;
    setState({ status: pending.current ? 'pending' : 'idle' });
  }, []);

  // Closing the editor (another template opened) sends what is pending instead of dropping it.
  useEffect(() => () => {
    clearTimeout(timer.current);
    if (pending.current && !blocked.current) trackLeaving(id, save());
  }, [id, save]);

  // Closing or reloading the tab with a change not stored: the browser asks first, and the change is sent
  // with keepalive so it arrives even if the tab goes. A save already running is not raced (its revision
  // would make this one stale): the warning lets the editor stay until it is answered.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!pending.current && !running.current && !blocked.current && !held.current) return;
      event.preventDefault();
      event.returnValue = '';
      if (pending.current && !running.current && !blocked.current) void save({ keepalive: true });
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [save]);

  return { state, conflict, change, save, resolve, discard, published, stillMine, staleFound, hold, revision };
}
