import { ApiError } from '../../api/apiRequest.ts';

export type NoteSaveState =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'retrying'; retryInMs: number }
  | { state: 'failed'; error: unknown };

export interface NoteAutosaverOptions {
  /** Sends one step's note (PATCH {stepKey, note}). */
  send: (stepKey: string, note: string) => Promise<void>;
  /** Typing pause before saving (docs/product-rules.md: 1000 ms). */
  delayMs?: number;
  /** Waits before the n-th retry (1, 2, ...) after a network or server failure. */
  retryDelayMs?: (attempt: number) => number;
}

const backoff = (attempt: number) => Math.min(30_000, 2000 * 2 ** (attempt - 1));

/** A failure worth trying again: no answer at all, a timeout, a brake, or the server down. */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 408 || error.status === 429 || error.status >= 500;

/**
 * The consultant's notes of one interview, saved a second after typing stops. It lives outside React
 * (one per interview, see `noteAutosaverFor`), so closing the dialog neither cancels a save nor its
 * retries: `flush()` sends what is pending at once, and a note not yet stored is shown again when the
 * dialog reopens. Notes are sent one at a time, newest text per step.
 */
export class NoteAutosaver {
  private readonly pending = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private status: NoteSaveState = { state: 'idle' };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private attempt = 0;
  private readonly options: Required<NoteAutosaverOptions>;

  constructor(options: NoteAutosaverOptions) {
    this.options = { delayMs: 1000, retryDelayMs: backoff, ...options };
  }

  /** The note typed for `stepKey` and not yet stored, if any. */
  unsaved(stepKey: string): string | undefined {
    return this.pending.get(stepKey);
  }

  getState = (): NoteSaveState => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A keystroke: the note is saved once typing has paused for the delay. */
  type(stepKey: string, note: string): void {
    this.pending.set(stepKey, note);
    if (this.status.state !== 'retrying') this.setState({ state: 'pending' });
    this.schedule(this.status.state === 'retrying' ? this.status.retryInMs : this.options.delayMs);
  }

  /** Sends every pending note now; resolves once they are stored or a save has failed (retries go on). */
  flush(): Promise<void> {
    this.clearTimer();
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Whether something typed is not stored yet. */
  get dirty(): boolean {
    return this.pending.size > 0;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const [stepKey, note] = this.pending.entries().next().value as [string, string];
      this.setState({ state: 'saving' });
      try {
        await this.options.send(stepKey, note);
      } catch (error) {
        if (!isTransient(error)) {
          this.pending.delete(stepKey);
          this.setState({ state: 'failed', error });
          continue;
        }
        this.attempt += 1;
        const retryInMs = this.options.retryDelayMs(this.attempt);
        this.setState({ state: 'retrying', retryInMs });
        this.schedule(retryInMs);
        return;
      }
      this.attempt = 0;
      // Typed again while it was being sent: the newer text stays pending.
      if (this.pending.get(stepKey) === note) this.pending.delete(stepKey);
    }
    if (this.status.state === 'saving') this.setState({ state: 'saved' });
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: NoteSaveState) {
    this.status = state;
    for (const listener of this.listeners) listener();
  }
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
