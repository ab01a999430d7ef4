import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `then` once the browser has painted what was committed so far and `delayMs` more have passed;
 * returns what cancels it (for an effect's clean-up).
 */
export function afterFirstPaint(then: () => void, delayMs = 0): () => void {
  // A frame callback runs before the paint; a task queued from it runs after.
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(then, delayMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/**
 * Runs `then` the first moment the page is idle (nothing queued: a key typed meanwhile is handled first)
 * once the browser has painted what was committed so far and `earliestMs` more have passed, at the latest
 * `latestMs` after that paint; where requestIdleCallback is missing (Safari), at `earliestMs`. Returns
 * what cancels it.
 */
export function whenIdleAfterFirstPaint(then: () => void, earliestMs: number, latestMs: number): () => void {
  let idle: number | undefined;
  const cancelPaint = afterFirstPaint(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => then(), { timeout: latestMs - earliestMs });
    else then();
  }, earliestMs);
  return () => {
    cancelPaint();
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * False until the browser has painted what the component first rendered and `delayMs` more have
 * passed, then true: for parts of a screen a person does not need in the first moment (lists below
 * the fold that load their own data, work drawn ahead), so they do not delay what the person came to use.
 */
export function useAfterFirstPaint(delayMs = 0): boolean {
  const [painted, setPainted] = useState(false);
  // What follows is drawn in a transition: a key typed meanwhile interrupts it and comes first.
  useEffect(() => afterFirstPaint(() => startTransition(() => setPainted(true)), delayMs), [delayMs]);
  return painted;
}
