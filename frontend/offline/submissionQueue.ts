import { nextSubmissionState, type QueuedSubmissionEvent } from '../../engine/lifecycles/queuedSubmissionMachine.ts';
import type { Clock } from './clock.ts';
import { parseRetryAfter, retryDelay } from './retryDelay.ts';
import type { SenderLock } from './senderLock.ts';
import { OFFLINE_TEXTS } from './texts.ts';

/**
 * A submission waiting in the browser (docs/product-rules.md, Offline submissions). `idempotencyKey`
 * is made once, when it is queued, and sent with every try, so the server stores it once however
 * many times it arrives.
 */
export interface QueuedSubmission {
  id: string;
  endpoint: string;
  method: string;
  data: unknown;
  timestamp: number;
  formId: string;
  retryCount: number;
  idempotencyKey: string;
  state: 'queued' | 'sending' | 'waiting';
  /** While `waiting`: when the next try may start. */
  nextAttemptAt?: number;
  /** Why the last try failed, shown beside the item. */
  lastError?: string;
}

/** A submission that left the queue without being stored, kept so the person can recover what they typed. */
export interface FailedSubmission extends Omit<QueuedSubmission, 'state' | 'nextAttemptAt' | 'lastError'> {
  /** `refused`: the server answered a 4xx (not retried); `exhausted`: every try failed. */
  reason: 'refused' | 'exhausted';
  message: string;
  failedAt: number;
}

export type QueueEvent =
  | { type: 'changed' }
  | { type: 'sent'; item: QueuedSubmission; response: unknown }
  | { type: 'failed'; failure: FailedSubmission }
  /** The server answered 401: the item waits in the queue until the person signs in again and `flush` runs. */
  | { type: 'unauthorized' }
  | { type: 'storageError'; error: QueueStorageError };

/** The browser refused to store the queue: the caller keeps the data on screen and says so. */
export class QueueStorageError extends Error {
  constructor(readonly reason: 'full' | 'unavailable') {
    super(reason === 'full' ? OFFLINE_TEXTS.storageFull : OFFLINE_TEXTS.storageUnavailable);
    this.name = 'QueueStorageError';
  }
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SubmissionQueueOptions {
  storage: KeyValueStorage;
  fetch: typeof fetch;
  clock: Clock;
  /** Held for a whole sending pass: one sender among all tabs. */
  sendLock: SenderLock;
  /** Held for each read-modify-write of the stored lists, so two tabs never overwrite each other's change. */
  writeLock: SenderLock;
  isOnline: () => boolean;
  newId: () => string;
  queueKey: string;
  failedKey: string;
  requestTimeoutMs?: number;
  random?: () => number;
}

export type SubmissionInput = Pick<QueuedSubmission, 'endpoint' | 'method' | 'data' | 'formId'>;

type Outcome =
  | { kind: 'stored'; response: unknown }
  | { kind: 'retry'; message: string; retryAfterMs: number | null }
  | { kind: 'refused'; message: string }
  | { kind: 'interrupted'; unauthorized: boolean };

export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The offline submission queue: a list kept in storage, sent first-in first-out by one tab at a time.
 * An item stays in the list, marked in flight, while it is sent, and leaves only when the server
 * answered 2xx, or it failed for good (then it moves to the failed list, from which the person may
 * recover it). Nothing here touches `window`: browserQueue.ts wires it to the page.
 */
export function createSubmissionQueue(options: SubmissionQueueOptions) {
  const { storage, clock, queueKey, failedKey } = options;
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const listeners = new Set<(event: QueueEvent) => void>();
  let running: Promise<void> | null = null;
  let runAgain = false;
  let wakeTimer: unknown = null;
  /** Set by a 401: nothing is sent until the person signs in again (`resumeAfterSignIn`). */
  let signedOut = false;

  const emit = (event: QueueEvent) => {
    for (const listener of listeners) listener(event);
  };

  function readList<T>(key: string): T[] {
    try {
      const parsed = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }

  function writeList(key: string, list: unknown[]) {
    try {
      if (list.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(list));
    } catch (error) {
      const full = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
      throw new QueueStorageError(full ? 'full' : 'unavailable');
    }
  }

  /** Reads, changes and writes the stored lists under the write lock; other tabs may have changed them meanwhile. */
  async function mutate<T>(change: (queue: QueuedSubmission[], failed: FailedSubmission[]) => T): Promise<T> {
    const result = await options.writeLock.run(async () => {
      const queue = readList<QueuedSubmission>(queueKey);
      const failed = readList<FailedSubmission>(failedKey);
      const before = [JSON.stringify(queue), JSON.stringify(failed)];
      const value = change(queue, failed);
      if (JSON.stringify(queue) !== before[0]) writeList(queueKey, queue);
      if (JSON.stringify(failed) !== before[1]) writeList(failedKey, failed);
      return value;
    });
    emit({ type: 'changed' });
    return result;
  }

  /** Applies a lifecycle event to the stored item; false when it is no longer in the queue. */
  function applyTo(queue: QueuedSubmission[], id: string, event: QueuedSubmissionEvent, patch: Partial<QueuedSubmission> = {}) {
    const index = queue.findIndex((item) => item.id === id);
    if (index < 0) return null;
    const item = queue[index];
    const next = nextSubmissionState(item, event);
    return { index, item, next, updated: { ...item, ...patch, retryCount: next.retryCount } };
  }

  async function send(item: QueuedSubmission): Promise<Outcome> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await options.fetch(item.endpoint, {
        method: item.method,
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': item.idempotencyKey },
        body: JSON.stringify(item.data),
        signal: controller.signal,
      });
      const text = await response.text();
      return classify(response, text);
    } catch {
      if (timedOut) return { kind: 'retry', message: OFFLINE_TEXTS.timeout, retryAfterMs: null };
      // Offline now: the try never had a chance, so it does not count against the item.
      if (!options.isOnline()) return { kind: 'interrupted', unauthorized: false };
      return { kind: 'retry', message: OFFLINE_TEXTS.networkError, retryAfterMs: null };
    } finally {
      clock.clearTimeout(timer);
    }
  }

  function classify(response: Response, text: string): Outcome {
    if (response.ok) return { kind: 'stored', response: parseJson(text) };
    if (response.status === 401) return { kind: 'interrupted', unauthorized: true };
    const message = serverMessage(response, text);
    // 409: the same Idempotency-Key is still being processed (a try from a tab that closed half-way).
    if ([408, 409, 429].includes(response.status) || response.status >= 500) {
      return { kind: 'retry', message, retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), clock.now()) };
    }
    return { kind: 'refused', message };
  }

  /** One item: marked in flight, sent, then settled. Returns false when the pass must stop. */
  async function sendHead(head: QueuedSubmission, keepAlive: () => void): Promise<boolean> {
    const taken = await mutate((queue) => {
      const change = applyTo(queue, head.id, { type: 'SEND' });
      if (!change) return null;
      queue[change.index] = { ...change.updated, state: 'sending', nextAttemptAt: undefined };
      return queue[change.index];
    });
    if (!taken) return true;
    keepAlive();
    const outcome = await send(taken);
    keepAlive();
    return settle(taken, outcome);
  }

  async function settle(item: QueuedSubmission, outcome: Outcome): Promise<boolean> {
    if (outcome.kind === 'stored') {
      await mutate((queue) => {
        const index = queue.findIndex((entry) => entry.id === item.id);
        if (index >= 0) queue.splice(index, 1);
      });
      emit({ type: 'sent', item, response: outcome.response });
      return true;
    }
    if (outcome.kind === 'interrupted') {
      await mutate((queue) => {
        const change = applyTo(queue, item.id, { type: 'INTERRUPTED' });
        if (change) queue[change.index] = { ...change.updated, state: 'queued' };
      });
      if (outcome.unauthorized) {
        signedOut = true;
        emit({ type: 'unauthorized' });
      }
      return false;
    }
    const event: QueuedSubmissionEvent = outcome.kind === 'refused' ? { type: 'REFUSED' } : { type: 'TRY_FAILED' };
    const failure = await mutate((queue, failed) => {
      const change = applyTo(queue, item.id, event);
      if (!change) return null;
      if (change.next.state === 'failed') {
        queue.splice(change.index, 1);
        const { state: _state, nextAttemptAt: _next, lastError: _error, ...kept } = change.updated;
        const entry: FailedSubmission = {
          ...kept,
          reason: outcome.kind === 'refused' ? 'refused' : 'exhausted',
          message: outcome.message,
          failedAt: clock.now(),
        };
        failed.push(entry);
        return entry;
      }
      const retryAfterMs = outcome.kind === 'retry' ? outcome.retryAfterMs : null;
      const delay = retryDelay(change.next.retryCount, retryAfterMs, options.random);
      queue[change.index] = { ...change.updated, state: 'waiting', nextAttemptAt: clock.now() + delay, lastError: outcome.message };
      return null;
    });
    if (failure) emit({ type: 'failed', failure });
    return true;
  }

  /** One sending pass, holding the send lock: items in order until the queue is empty or its head must wait. */
  async function pass(keepAlive: () => void) {
    for (;;) {
      if (!options.isOnline()) return;
      const head = readList<QueuedSubmission>(queueKey)[0];
      if (!head) return;
      if (head.state === 'waiting' && (head.nextAttemptAt ?? 0) > clock.now()) return;
      if (!(await sendHead(head, keepAlive))) return;
    }
  }

  /** Sets one timer for when the head of the queue may be tried again (whichever tab wakes first sends it). */
  function scheduleWake() {
    if (wakeTimer !== null) clock.clearTimeout(wakeTimer);
    wakeTimer = null;
    const head = readList<QueuedSubmission>(queueKey)[0];
    if (!head || head.state !== 'waiting' || head.nextAttemptAt === undefined) return;
    wakeTimer = clock.setTimeout(
      () => {
        wakeTimer = null;
        void flush();
      },
      Math.max(0, head.nextAttemptAt - clock.now()),
    );
  }

  /**
   * Sends what is due. Called on page load, when the browser comes online, when the tab becomes visible,
   * after queuing and when a wait ends. Calls during a pass make one more pass after it.
   */
  function flush(): Promise<void> {
    if (signedOut) return running ?? Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    running = (async () => {
      do {
        runAgain = false;
        try {
          await options.sendLock.run(pass);
        } catch (error) {
          if (error instanceof QueueStorageError) emit({ type: 'storageError', error });
          else throw error;
        }
      } while (runAgain && !signedOut);
    })().finally(() => {
      running = null;
      scheduleWake();
    });
    return running;
  }

  return {
    /**
     * Stores the submission (throws QueueStorageError when the browser cannot) and starts sending. With
     * `supersede`, the submission replaces what is queued for the same formId and not yet on its way, and
     * what failed for it: a newer value of the same thing (an autosaved note) makes them obsolete. One
     * already on its way stays ahead of it, so the newer value is still the last one stored.
     */
    async enqueue(input: SubmissionInput, { supersede = false }: { supersede?: boolean } = {}): Promise<QueuedSubmission> {
      const item: QueuedSubmission = {
        ...input,
        id: options.newId(),
        idempotencyKey: options.newId(),
        timestamp: clock.now(),
        retryCount: 0,
        state: 'queued',
      };
      await mutate((queue, failed) => {
        if (supersede) {
          removeWhere(queue, (entry) => entry.formId === item.formId && entry.state !== 'sending');
          removeWhere(failed, (entry) => entry.formId === item.formId);
        }
        queue.push(item);
      });
      void flush();
      return item;
    },
    flush,
    /** The person signed in again after a 401: sending starts again. */
    resumeAfterSignIn(): Promise<void> {
      signedOut = false;
      return flush();
    },
    pending: (): QueuedSubmission[] => readList<QueuedSubmission>(queueKey),
    failed: (): FailedSubmission[] => readList<FailedSubmission>(failedKey),
    /** The person recovered or discarded a failed submission: it leaves the failed list. */
    async discardFailed(id: string): Promise<void> {
      await mutate((_queue, failed) => {
        const index = failed.findIndex((entry) => entry.id === id);
        if (index >= 0) failed.splice(index, 1);
      });
    },
    /** Another tab changed the stored lists (storage event): refresh views and the wake-up timer. */
    changedElsewhere() {
      emit({ type: 'changed' });
      scheduleWake();
    },
    subscribe(listener: (event: QueueEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (wakeTimer !== null) clock.clearTimeout(wakeTimer);
      wakeTimer = null;
      listeners.clear();
    },
  };
}

export type SubmissionQueue = ReturnType<typeof createSubmissionQueue>;

function removeWhere<T>(list: T[], matches: (entry: T) => boolean) {
  for (let index = list.length - 1; index >= 0; index -= 1) if (matches(list[index])) list.splice(index, 1);
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** The API's Spanish `{error}` (with its first field detail), else docs/product-rules.md's "{status}: {body}". */
function serverMessage(response: Response, text: string): string {
  const body = parseJson(text) as { error?: unknown; details?: { message?: unknown }[] } | null;
  if (body && typeof body === 'object' && typeof body.error === 'string') {
    const detail = Array.isArray(body.details) ? body.details[0]?.message : undefined;
    return typeof detail === 'string' && detail !== body.error ? `${body.error} ${detail}` : body.error;
  }
  return `${response.status}: ${text || response.statusText}`;
}
