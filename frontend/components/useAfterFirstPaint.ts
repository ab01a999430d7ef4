import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component first rendered and `delayMs` more have
 * passed, then true: for parts of a screen a person does not need in the first moment (lists below
 * the fold that load their own data, work drawn ahead), so they do not delay what the person came to use.
 */
export function useAfterFirstPaint(delayMs = 0): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs before the paint; a task queued from it runs after.
    let task: ReturnType<typeof setTimeout> | undefined;
    // What follows is drawn in a transition: a key typed meanwhile interrupts it and comes first.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)), delayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [delayMs]);
  return painted;
}
