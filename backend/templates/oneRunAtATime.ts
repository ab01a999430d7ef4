/**
 * `work` run one call at a time, every caller answered by a run that started after it called: a caller
 * arriving while a run is under way waits for the next one, which it shares with every other caller
 * arriving meanwhile. So many callers cost at most two runs in a row, and none is answered by a run
 * that could have missed what happened just before it called. The next run gets the argument of the
 * caller that asked for it first. A failed run fails its callers only; the next one starts afresh.
 */
export function oneRunAtATime<A>(work: (argument: A) => Promise<void>): (argument: A) => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (argument: A): Promise<void> => {
    const run: Promise<void> = work(argument).finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return (argument) => {
    if (!running) return start(argument);
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return start(argument);
      });
    return next;
  };
}
