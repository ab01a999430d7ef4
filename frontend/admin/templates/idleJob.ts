/** Asks for `run` to be called later; answers a function that takes the request back. */
export type Schedule = (run: () => void) => () => void;

/** How long a job may wait for an idle moment while the page stays busy (typing without a pause). */
const IDLE_TIMEOUT_MS = 150;

/**
 * Once the page has drawn its next frame and has a moment free (requestIdleCallback), at the latest
 * after IDLE_TIMEOUT_MS; where requestIdleCallback is missing (Safari), just after the next frame.
 */
export const whenIdle: Schedule = (run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

export interface IdleJob {
  /** Makes `run` the job: it replaces one still waiting, which never runs, and keeps that one's place in time. */
  set(run: () => void): void;
  /** Runs the waiting job now, if any (the page needs its result before going on). */
  flush(): void;
  /** Drops the waiting job, if any. */
  cancel(): void;
}

/**
 * One job that waits for the page to be idle: work the page needs soon, but not before it paints what
 * was just typed. Only the newest job runs, so a result for an older input never arrives after a newer
 * one. A newer job keeps the time already waited, so typing without a pause still gets it run.
 */
export function createIdleJob(schedule: Schedule = whenIdle): IdleJob {
  let job: (() => void) | null = null;
  let unschedule: (() => void) | null = null;
  const runWaiting = () => {
    const run = job;
    job = null;
    unschedule = null;
    run?.();
  };
  return {
    set(run) {
      job = run;
      unschedule ??= schedule(runWaiting);
    },
    flush() {
      unschedule?.();
      runWaiting();
    },
    cancel() {
      unschedule?.();
      job = null;
      unschedule = null;
    },
  };
}
