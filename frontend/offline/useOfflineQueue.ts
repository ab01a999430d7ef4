import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { browserOffline } from './browserQueue.ts';
import type { FailedSubmission, QueueEvent, QueuedSubmission } from './submissionQueue.ts';

export interface QueueView {
  pending: QueuedSubmission[];
  failed: FailedSubmission[];
}

/**
 * What the queue holds for one form, kept current as this tab or another changes it; `onEvent` hears
 * this tab's sends and failures (toasts, refreshing lists).
 */
export function useOfflineQueue(formId: string, onEvent?: (event: QueueEvent) => void): QueueView & ReturnType<typeof browserOffline> {
  const offline = browserOffline();
  const { queue } = offline;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => queue.subscribe((event) => handler.current?.(event)), [queue]);

  // The stored text is the snapshot: unchanged text, same view object, no re-render.
  const snapshot = useSyncExternalStore(
    (notify) => queue.subscribe((event) => event.type === 'changed' && notify()),
    () => JSON.stringify([queue.pending(), queue.failed()]),
  );
  const view = useMemo<QueueView>(() => {
    const [pending, failed] = JSON.parse(snapshot) as [QueuedSubmission[], FailedSubmission[]];
    return { pending: pending.filter((item) => item.formId === formId), failed: failed.filter((item) => item.formId === formId) };
  }, [snapshot, formId]);
  return { ...offline, ...view };
}
