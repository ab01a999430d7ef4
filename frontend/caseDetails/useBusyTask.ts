import { useCallback, useState } from 'react';

/** Runs `task`; on failure calls `onError` instead of throwing. */
export type RunTask = (task: () => Promise<void>, onError: () => void) => Promise<void>;

/**
 * The form's background loads (a template, a saved version, the other consultant's version): `busy` is
 * true while one runs, so the controls lock; a failure calls the task's own `onError`.
 */
export function useBusyTask(): { busy: boolean; run: RunTask } {
  const [busy, setBusy] = useState(false);
  const run = useCallback<RunTask>(async (task, onError) => {
    setBusy(true);
    try {
      await task();
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
