import { systemClock, type Clock } from '../../offline/clock.ts';
import type { DraftStore } from '../../offline/formDraft.ts';
import { QueueStorageError, type SubmissionQueue } from '../../offline/submissionQueue.ts';

export type NoteSaveState =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'offline' }
  | { state: 'saved' }
  | { state: 'retrying'; retryInMs: number }
  | { state: 'failed'; message: string };

export interface NoteAutosaverOptions {
  interviewId: string;
  /** The browser's offline queue (frontend/offline/): stored in localStorage, sent by one tab, retried. */
  queue: SubmissionQueue;
  /** Where a note typed but not yet queued is kept when the page is hidden or closed. */
  drafts: DraftStore;
  /** The interview's step keys, whose kept notes are taken up again when the saver starts. */
  stepKeys: readonly string[];
  clock?: Clock;
  isOnline?: () => boolean;
  /** Typing pause before saving (docs/product-rules.md: 1000 ms). */
  delayMs?: number;
}

/** The queue's formId of one step's note: a newer note for it supersedes the queued one. */
export const noteFormId = (interviewId: string, stepKey: string) => `interview:${interviewId}:note:${stepKey}`;

/** Whether a queued submission is an interview's note. */
export const isInterviewNote = (formId: string) => formId.startsWith('interview:') && formId.includes(':note:');

/** `notedAt`: when the note's last letter was typed, so the server never lets it replace a note typed later. */
type NoteData = { stepKey: string; note: string; notedAt: string };

/**
 * The consultant's notes of one interview, queued a second after typing stops. Each note goes through the
 * browser's offline queue (docs/decisions/0140-interview-notes-through-the-offline-queue.md): kept in
 * localStorage until the server stored it, sent when the connection returns, in order, a newer note of
 * a step replacing its older queued one. The saver lives outside React (one per interview, see
 * `noteAutosaverFor`), so closing the dialog neither cancels a save nor its retries: `flush()` queues what
 * is typed at once, and a note not yet stored is shown again when the dialog reopens, after a reload too.
 */
export class NoteAutosaver {
  private readonly typed = new Map<string, string>();
  /** When each typed note last changed (the clock's milliseconds). */
  private readonly typedAt = new Map<string, number>();
  /** Notes taken from `typed` whose queuing has not finished (it waits for the write lock). */
  private readonly queuing = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private readonly clock: Clock;
  private readonly isOnline: () => boolean;
  private readonly prefix: string;
  private status: NoteSaveState = { state: 'idle' };
  private timer: unknown = null;
  /** One of this interview's notes was queued since the page opened: an empty queue then means stored. */
  private queuedOnce = false;
  private storageProblem: string | null = null;

  constructor(private readonly options: NoteAutosaverOptions) {
    this.clock = options.clock ?? systemClock;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.prefix = noteFormId(options.interviewId, '');
    options.queue.subscribe(() => this.refresh());
    // A note typed in a tab closed before it was queued: queued now.
    for (const stepKey of options.stepKeys) {
      const kept = options.drafts.load<string>(noteFormId(options.interviewId, stepKey));
      if (kept && typeof kept.data === 'string') {
        this.typed.set(stepKey, kept.data);
        // Kept as the page was hidden, moments after the last letter: the closest time known.
        this.typedAt.set(stepKey, kept.timestamp);
      }
    }
    if (this.typed.size) void this.flush();
    this.refresh();
  }

  /** The note typed for `stepKey` and not stored yet (typed, queued, or refused), if any. */
  unsaved(stepKey: string): string | undefined {
    const formId = noteFormId(this.options.interviewId, stepKey);
    const queued = this.options.queue
      .pending()
      .filter((item) => item.formId === formId)
      .at(-1);
    const refused = this.options.queue
      .failed()
      .filter((item) => item.formId === formId)
      .at(-1);
    return this.typed.get(stepKey) ?? this.queuing.get(stepKey) ?? noteOf(queued) ?? noteOf(refused);
  }

  getState = (): NoteSaveState => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A keystroke: the note is queued once typing has paused for the delay. */
  type(stepKey: string, note: string): void {
    this.typed.set(stepKey, note);
    this.typedAt.set(stepKey, this.clock.now());
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => void this.flush(), this.options.delayMs ?? 1000);
    this.refresh();
  }

  /** Queues what is typed now and sends what is due; resolves once the queue's pass ends (retries go on). */
  async flush(): Promise<void> {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    await this.queueTyped();
    await this.options.queue.flush();
  }

  /**
   * The page is being hidden or closed: what is typed is written to localStorage at once (queuing waits
   * for a lock the closing page may never get), and taken up again by the next page.
   */
  keepTyped(): void {
    for (const [stepKey, note] of this.typed) {
      try {
        this.options.drafts.save(noteFormId(this.options.interviewId, stepKey), note);
      } catch {
        // The browser refuses to store: nothing more can be done as the page goes.
      }
    }
  }

  /** Whether something typed is not stored yet. */
  get dirty(): boolean {
    return this.typed.size > 0 || this.queuing.size > 0 || this.mine(this.options.queue.pending()).length > 0;
  }

  /** Recomputes the shown state (the queue changed, the connection came or went). */
  refresh = (): void => {
    const next = this.derive();
    if (JSON.stringify(next) === JSON.stringify(this.status)) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  };

  private async queueTyped(): Promise<void> {
    for (const [stepKey, note] of [...this.typed]) {
      const formId = noteFormId(this.options.interviewId, stepKey);
      const notedAt = new Date(this.typedAt.get(stepKey) ?? this.clock.now()).toISOString();
      // Taken off before the await: a keystroke meanwhile is a newer note, queued after this one.
      if (this.typed.get(stepKey) === note) this.typed.delete(stepKey);
      this.queuing.set(stepKey, note);
      try {
        await this.options.queue.enqueue(
          {
            endpoint: `/api/interviews/${encodeURIComponent(this.options.interviewId)}`,
            method: 'PATCH',
            data: { stepKey, note, notedAt } satisfies NoteData,
            formId,
          },
          { supersede: true },
        );
        this.options.drafts.clear(formId);
        this.queuedOnce = true;
        this.storageProblem = null;
      } catch (error) {
        if (!(error instanceof QueueStorageError)) throw error;
        // Not stored anywhere but on screen: kept as typed, and the next flush tries again.
        if (!this.typed.has(stepKey)) this.typed.set(stepKey, note);
        this.storageProblem = error.message;
      } finally {
        if (this.queuing.get(stepKey) === note) this.queuing.delete(stepKey);
      }
    }
    this.refresh();
  }

  private mine<T extends { formId: string }>(items: T[]): T[] {
    return items.filter((item) => item.formId.startsWith(this.prefix));
  }

  private derive(): NoteSaveState {
    if (this.storageProblem) return { state: 'failed', message: this.storageProblem };
    if (this.typed.size || this.queuing.size) return { state: 'pending' };
    const queue = this.options.queue.pending();
    const queued = this.mine(queue);
    if (queued.length) {
      this.queuedOnce = true;
      // A note waits behind any item waiting for its retry (the queue is first-in first-out).
      const lastIndex = queue.lastIndexOf(queued.at(-1)!);
      const waiting = queue.slice(0, lastIndex + 1).find((item) => item.state === 'waiting');
      if (waiting?.nextAttemptAt !== undefined)
        return { state: 'retrying', retryInMs: Math.max(0, waiting.nextAttemptAt - this.clock.now()) };
      return this.isOnline() ? { state: 'saving' } : { state: 'offline' };
    }
    const refused = this.mine(this.options.queue.failed()).at(-1);
    if (refused) return { state: 'failed', message: refused.message };
    return this.queuedOnce ? { state: 'saved' } : { state: 'idle' };
  }
}

function noteOf(item: { data: unknown } | undefined): string | undefined {
  const data = item?.data as Partial<NoteData> | undefined;
  return typeof data?.note === 'string' ? data.note : undefined;
}

const savers = new Map<string, NoteAutosaver>();

/** The one autosaver of an interview for this page, created on first use. */
export function noteAutosaverFor(interviewId: string, create: () => NoteAutosaver): NoteAutosaver {
  let saver = savers.get(interviewId);
  if (!saver) {
    saver = create();
    savers.set(interviewId, saver);
  }
  return saver;
}
