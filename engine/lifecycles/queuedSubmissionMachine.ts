import { assign, getNextSnapshot, setup } from 'xstate';

/**
 * One submission kept in the browser's offline queue (docs/product-rules.md, Offline submissions):
 * queued until a sender takes it, in flight while sent, waiting between tries, and leaving the queue
 * only when the server stored it (sent) or it failed for good (failed: refused, or out of tries).
 */
export type QueuedSubmissionState = 'queued' | 'sending' | 'waiting' | 'sent' | 'failed';

/** docs/product-rules.md: a queued submission is tried at most 3 times. */
export const MAX_SUBMISSION_TRIES = 3;

export type QueuedSubmissionEvent =
  /** A sender takes it; also from `sending`, when the tab that was sending it closed half-way. */
  | { type: 'SEND' }
  | { type: 'SUCCEEDED' }
  /** Network error, timeout, 408, 409, 429 or 5xx: worth another try, if any is left. */
  | { type: 'TRY_FAILED' }
  /** Any other 4xx: the server will answer the same again, so it is not retried. */
  | { type: 'REFUSED' }
  /** The try never reached a verdict (the device went offline, the session ended): it does not count. */
  | { type: 'INTERRUPTED' };

export const queuedSubmissionMachine = setup({
  types: {
    context: {} as { retryCount: number },
    events: {} as QueuedSubmissionEvent,
  },
  guards: {
    lastTry: ({ context }) => context.retryCount + 1 >= MAX_SUBMISSION_TRIES,
  },
  actions: {
    countTry: assign({ retryCount: ({ context }) => context.retryCount + 1 }),
  },
}).createMachine({
  id: 'queuedSubmission',
  initial: 'queued',
  context: { retryCount: 0 },
  states: {
    queued: { on: { SEND: 'sending' } },
    waiting: { on: { SEND: 'sending' } },
    sending: {
      on: {
        SEND: 'sending',
        SUCCEEDED: 'sent',
        TRY_FAILED: [
          { guard: 'lastTry', target: 'failed', actions: 'countTry' },
          { target: 'waiting', actions: 'countTry' },
        ],
        REFUSED: 'failed',
        INTERRUPTED: 'queued',
      },
    },
    sent: { type: 'final' },
    failed: { type: 'final' },
  },
});

/** Where a stored submission goes on `event`; an event its state does not allow leaves it as it was. */
export function nextSubmissionState(
  current: { state: QueuedSubmissionState; retryCount: number },
  event: QueuedSubmissionEvent,
): { state: QueuedSubmissionState; retryCount: number } {
  const snapshot = queuedSubmissionMachine.resolveState({ value: current.state, context: { retryCount: current.retryCount } });
  const next = getNextSnapshot(queuedSubmissionMachine, snapshot, event);
  return { state: next.value as QueuedSubmissionState, retryCount: next.context.retryCount };
}
