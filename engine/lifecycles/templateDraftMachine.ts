import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TemplateDraftRecord } from '../../schemas/generated/templateDraft.ts';

/**
 * The autosave of a template's draft in the template editor (docs/decisions/0164-a-template-draft-change-is-never-dropped.md). Region `save` is the draft on the server:
 * - `idle`: nothing typed since the editor opened (or since a publish, a choice of theirs, a discard);
 * - `pending`: a change typed, sent once typing pauses for `AUTOSAVE_DELAY_MS`;
 * - `saving`: one PUT in flight; what is typed meanwhile waits in `pending` (the context) and is sent
 *   after it, with the revision it returns, so an editor never meets its own earlier save as a conflict;
 * - `saved`: the server holds the newest change;
 * - `offline`: the save never reached the server; the change is kept and sent again after a growing pause;
 * - `failed`: the server refused the save, the draft was discarded by someone else (`failure.kind`
 *   'gone': the next save starts a new draft), or a discard failed; the change is kept for the next save;
 * - `conflict`: someone else saved the draft (a 409, or one found by a publish or a check): nothing is
 *   sent until the editor keeps theirs or mine, and what they type meanwhile becomes their side;
 * - `discarding`: the DELETE of the draft, after any save in flight is answered.
 * Region `json` is whether the JSON typed has problems (`held`): such JSON is never saved, only listed.
 * The PUT and the DELETE are invoked actors (`saveDraft`, `discardDraft`), the pauses are named delays:
 * the page provides the network, a test its own actors and XState's SimulatedClock.
 */

/** A template's content as the server keeps it: a case template, the interview's steps, its rules, a form. */
export type TemplateContent = Record<string, unknown>;

/** The draft as the server keeps it (schemas/templateDraft.schema.json). */
export type StoredDraft = TemplateDraftRecord;

/** Someone else's draft on the server, and this editor's newest content. */
export interface DraftConflict {
  theirs: StoredDraft;
  mine: TemplateContent;
}

/** How long typing may pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** Pauses before each new try of a save that never reached the server; the last one repeats. */
export const OFFLINE_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

/** What the save actor is given: the content, the revision it was based on, and whether the tab is closing. */
export interface DraftSaveInput {
  content: TemplateContent;
  revision: number;
  keepalive: boolean;
}

/** What one PUT of the draft came to. */
export type DraftSaveOutcome =
  | { kind: 'saved'; draft: StoredDraft }
  /** 409: someone else saved the draft since the revision sent. */
  | { kind: 'conflict'; current: StoredDraft }
  /** 409 with no draft: someone else discarded it. */
  | { kind: 'gone' }
  /** No answer from the server (network down, a proxy without it): tried again. */
  | { kind: 'offline'; message?: string }
  /** The server answered with an error: sent again only with the next change or save. */
  | { kind: 'refused'; message?: string };

/** What the DELETE of the draft came to (no draft on the server counts as discarded). */
export type DraftDiscardOutcome = { kind: 'discarded' } | { kind: 'failed'; message?: string };

/** Why the last save or discard did not store the work (`message`: the server's words, when it gave any). */
export type DraftFailure = { kind: 'gone' } | { kind: 'offline' | 'refused'; message?: string };

export interface TemplateDraftContext {
  /** The revision of the server's draft this editor's next save is based on (0: none). */
  revision: number;
  /** Typed and not sent yet. */
  pending: TemplateContent | null;
  /** In flight. */
  sending: TemplateContent | null;
  /** The newest content typed, sent or not: the editor's side of a conflict found later. */
  latest: TemplateContent | null;
  conflict: DraftConflict | null;
  failure: DraftFailure | null;
  /** Saves in a row that never reached the server. */
  offlineTries: number;
  /** Send what is pending as soon as the save in flight is answered, without the typing pause. */
  flush: boolean;
  /** The next PUT is sent with `keepalive` (the tab is closing). */
  keepalive: boolean;
  /** A discard was asked for while a save was in flight: it runs once that save is answered. */
  discardAfter: boolean;
}

export interface TemplateDraftInput {
  revision: number;
  /** A conflict left open by a closed editor of this template. */
  conflict?: DraftConflict | null;
}

export type TemplateDraftEvent =
  | { type: 'CHANGE'; content: TemplateContent }
  /** Save now what is pending (a check, a publish, the editor or the tab closing). */
  | { type: 'SAVE_NOW'; keepalive?: boolean }
  | { type: 'RESOLVE'; choice: 'theirs' | 'mine' }
  | { type: 'DISCARD' }
  /** A publish or a check found the server's draft is not the one this editor saved last (null: discarded). */
  | { type: 'STALE_FOUND'; current: StoredDraft | null }
  /** The server published the draft and deleted it. */
  | { type: 'PUBLISHED' }
  /** The JSON typed has problems (true) or no longer has (false). */
  | { type: 'HOLD'; held: boolean };

const retryDelay = (tries: number) => OFFLINE_RETRY_DELAYS_MS[Math.min(Math.max(tries, 1), OFFLINE_RETRY_DELAYS_MS.length) - 1];

export const templateDraftMachine = setup({
  types: {
    context: {} as TemplateDraftContext,
    events: {} as TemplateDraftEvent,
    input: {} as TemplateDraftInput,
  },
  actors: {
    saveDraft: fromPromise<DraftSaveOutcome, DraftSaveInput>(async () => ({ kind: 'offline' })),
    discardDraft: fromPromise<DraftDiscardOutcome, void>(async () => ({ kind: 'failed' })),
  },
  delays: {
    autosave: AUTOSAVE_DELAY_MS,
    retry: ({ context }) => retryDelay(context.offlineTries),
  },
  guards: {
    inConflict: ({ context }) => context.conflict !== null,
    hasPending: ({ context }) => context.pending !== null,
    flushPending: ({ context }) => context.flush && context.pending !== null,
    discardAfter: ({ context }) => context.discardAfter,
    chosenMine: ({ event }) => event.type === 'RESOLVE' && event.choice === 'mine',
    stillThere: ({ event }) => event.type === 'STALE_FOUND' && event.current !== null,
  },
  actions: {
    /** Told each draft the server stored (the page writes it into its cache of the template). */
    announceSaved: (_, _params: { draft: StoredDraft }) => {},
    keepChange: assign(({ event }) => {
      const { content } = event as Extract<TemplateDraftEvent, { type: 'CHANGE' }>;
      return { pending: content, latest: content };
    }),
    keepAsMine: assign(({ context, event }) => {
      const { content } = event as Extract<TemplateDraftEvent, { type: 'CHANGE' }>;
      return { latest: content, conflict: context.conflict && { ...context.conflict, mine: content } };
    }),
    takePending: assign(({ context }) => ({ sending: context.pending, pending: null })),
    flushLater: assign(({ event }) => ({ flush: true, keepalive: event.type === 'SAVE_NOW' && Boolean(event.keepalive) })),
    settle: assign({ sending: null, flush: false, keepalive: false }),
    dropPending: assign({ pending: null }),
    discardLater: assign({ discardAfter: true, pending: null }),
    storeRevision: assign((_, params: { draft: StoredDraft }) => ({ revision: params.draft.revision, failure: null, offlineTries: 0 })),
    // What was typed while the save ran is the newest of mine.
    openConflict: assign(({ context }, params: { theirs: StoredDraft }) => ({
      conflict: { theirs: params.theirs, mine: context.pending ?? context.sending ?? params.theirs.content },
      pending: null,
      failure: null,
      offlineTries: 0,
    })),
    // Discarded by someone else meanwhile: the change stays here and the next save starts a new draft.
    markGone: assign(({ context }) => ({
      revision: 0,
      pending: context.pending ?? context.sending,
      failure: { kind: 'gone' } as DraftFailure,
    })),
    keepUnsent: assign(({ context }, params: { failure: DraftFailure }) => ({
      pending: context.pending ?? context.sending,
      failure: params.failure,
      offlineTries: params.failure.kind === 'offline' ? context.offlineTries + 1 : context.offlineTries,
    })),
    chooseTheirs: assign(({ context }) => ({ revision: context.conflict!.theirs.revision, conflict: null, pending: null, failure: null })),
    chooseMine: assign(({ context }) => ({
      revision: context.conflict!.theirs.revision,
      conflict: null,
      pending: context.conflict!.mine,
      flush: true,
    })),
    // Found by a publish or a check: theirs against my newest content, sent or not.
    foundTheirs: assign(({ context, event }) => {
      const current = (event as Extract<TemplateDraftEvent, { type: 'STALE_FOUND' }>).current!;
      return {
        revision: current.revision,
        conflict: { theirs: current, mine: context.latest ?? current.content },
        pending: null,
        failure: null,
      };
    }),
    foundGone: assign(({ context }) => ({
      revision: 0,
      pending: context.pending ?? context.latest,
      failure: { kind: 'gone' } as DraftFailure,
    })),
    forgetDraft: assign({ revision: 0 }),
    discarded: assign({ revision: 0, conflict: null, failure: null, discardAfter: false, offlineTries: 0 }),
    discardFailed: assign((_, params: { message?: string }) => ({
      discardAfter: false,
      failure: { kind: 'refused', message: params.message } as DraftFailure,
    })),
  },
}).createMachine({
  id: 'templateDraft',
  type: 'parallel',
  context: ({ input }) => ({
    revision: input.revision,
    pending: null,
    sending: null,
    latest: null,
    conflict: input.conflict ?? null,
    failure: null,
    offlineTries: 0,
    flush: false,
    keepalive: false,
    discardAfter: false,
  }),
  states: {
    save: {
      initial: 'opening',
      on: {
        DISCARD: { target: '.discarding', actions: 'dropPending' },
      },
      states: {
        opening: {
          always: [{ guard: 'inConflict', target: 'conflict' }, { target: 'idle' }],
        },
        idle: {
          on: {
            CHANGE: { target: 'pending', actions: 'keepChange' },
            STALE_FOUND: [
              { guard: 'stillThere', target: 'conflict', actions: 'foundTheirs' },
              { target: 'failed', actions: 'foundGone' },
            ],
            PUBLISHED: { actions: 'forgetDraft' },
          },
        },
        pending: {
          after: { autosave: { target: 'saving', actions: 'takePending' } },
          on: {
            CHANGE: { target: 'pending', reenter: true, actions: 'keepChange' },
            SAVE_NOW: { target: 'saving', actions: ['flushLater', 'takePending'] },
            STALE_FOUND: [
              { guard: 'stillThere', target: 'conflict', actions: 'foundTheirs' },
              { target: 'failed', actions: 'foundGone' },
            ],
            PUBLISHED: { actions: 'forgetDraft' },
          },
        },
        saving: {
          invoke: {
            src: 'saveDraft',
            input: ({ context }) => ({ content: context.sending!, revision: context.revision, keepalive: context.keepalive }),
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'saved',
                actions: [
                  { type: 'storeRevision', params: ({ event }) => ({ draft: (event.output as { draft: StoredDraft }).draft }) },
                  { type: 'announceSaved', params: ({ event }) => ({ draft: (event.output as { draft: StoredDraft }).draft }) },
                ],
                target: 'answered',
              },
              {
                guard: ({ event }) => event.output.kind === 'conflict',
                actions: { type: 'openConflict', params: ({ event }) => ({ theirs: (event.output as { current: StoredDraft }).current }) },
                target: 'answered',
              },
              { guard: ({ event }) => event.output.kind === 'gone', actions: 'markGone', target: 'answered' },
              {
                actions: {
                  type: 'keepUnsent',
                  params: ({ event }) => ({ failure: event.output as DraftFailure }),
                },
                target: 'answered',
              },
            ],
            onError: { actions: { type: 'keepUnsent', params: { failure: { kind: 'refused' } } }, target: 'answered' },
          },
          on: {
            CHANGE: { actions: 'keepChange' },
            SAVE_NOW: { actions: 'flushLater' },
            DISCARD: { actions: 'discardLater' },
            PUBLISHED: { actions: 'forgetDraft' },
          },
        },
        // The save's answer is in the context: where it leads.
        answered: {
          always: [
            { guard: 'discardAfter', target: 'discarding', actions: ['settle', 'dropPending'] },
            { guard: 'inConflict', target: 'conflict', actions: 'settle' },
            { guard: ({ context }) => context.failure?.kind === 'offline', target: 'offline', actions: 'settle' },
            { guard: ({ context }) => context.failure !== null, target: 'failed', actions: 'settle' },
            { guard: 'flushPending', target: 'saving', actions: ['takePending', assign({ keepalive: false })] },
            { guard: 'hasPending', target: 'pending', actions: 'settle' },
            { target: 'saved', actions: 'settle' },
          ],
        },
        saved: {
          on: {
            CHANGE: { target: 'pending', actions: 'keepChange' },
            STALE_FOUND: [
              { guard: 'stillThere', target: 'conflict', actions: 'foundTheirs' },
              { target: 'failed', actions: 'foundGone' },
            ],
            PUBLISHED: { target: 'idle', actions: 'forgetDraft' },
          },
        },
        offline: {
          after: { retry: { target: 'saving', actions: 'takePending' } },
          on: {
            CHANGE: { target: 'pending', actions: 'keepChange' },
            SAVE_NOW: { target: 'saving', actions: ['flushLater', 'takePending'] },
            STALE_FOUND: [
              { guard: 'stillThere', target: 'conflict', actions: 'foundTheirs' },
              { target: 'failed', actions: 'foundGone' },
            ],
            PUBLISHED: { target: 'pending', actions: 'forgetDraft' },
          },
        },
        failed: {
          on: {
            CHANGE: { target: 'pending', actions: 'keepChange' },
            SAVE_NOW: { guard: 'hasPending', target: 'saving', actions: ['flushLater', 'takePending'] },
            STALE_FOUND: [
              { guard: 'stillThere', target: 'conflict', actions: 'foundTheirs' },
              { target: 'failed', actions: 'foundGone' },
            ],
            PUBLISHED: [
              { guard: 'hasPending', target: 'pending', actions: 'forgetDraft' },
              { target: 'idle', actions: 'forgetDraft' },
            ],
          },
        },
        conflict: {
          on: {
            CHANGE: { actions: 'keepAsMine' },
            RESOLVE: [
              { guard: 'chosenMine', target: 'saving', actions: ['chooseMine', 'takePending'] },
              { target: 'idle', actions: 'chooseTheirs' },
            ],
          },
        },
        discarding: {
          invoke: {
            src: 'discardDraft',
            onDone: [
              { guard: ({ event }) => event.output.kind === 'discarded', target: 'discardAnswered', actions: 'discarded' },
              {
                target: 'discardAnswered',
                actions: { type: 'discardFailed', params: ({ event }) => ({ message: (event.output as { message?: string }).message }) },
              },
            ],
            onError: { target: 'discardAnswered', actions: { type: 'discardFailed', params: {} } },
          },
          on: {
            CHANGE: { actions: 'keepChange' },
            // Already discarding.
            DISCARD: { actions: [] },
          },
        },
        // A conflict a failed discard leaves stays the thing to resolve; a change typed meanwhile is kept.
        discardAnswered: {
          always: [
            { guard: 'inConflict', target: 'conflict' },
            { guard: ({ context }) => context.failure !== null, target: 'failed' },
            { guard: 'hasPending', target: 'pending' },
            { target: 'idle' },
          ],
        },
      },
    },
    json: {
      initial: 'clean',
      states: {
        clean: { on: { HOLD: { guard: ({ event }) => event.held, target: 'held' } } },
        held: { on: { HOLD: { guard: ({ event }) => !event.held, target: 'clean' } } },
      },
    },
  },
});

export type TemplateDraftSnapshot = SnapshotFrom<typeof templateDraftMachine>;

/** Where the draft on the server stands: the state of region `save`. */
export type DraftSaveStateName = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'failed' | 'conflict' | 'discarding';

export const draftSaveState = (snapshot: TemplateDraftSnapshot) => (snapshot.value as { save: DraftSaveStateName }).save;

/**
 * Work the server does not hold: a change waiting or in flight, a conflict to resolve, JSON with problems.
 * Leaving the page with any of it asks first.
 */
export function hasUnsavedWork(snapshot: TemplateDraftSnapshot): boolean {
  const { pending, sending, conflict } = snapshot.context;
  return pending !== null || sending !== null || conflict !== null || snapshot.matches({ json: 'held' });
}
