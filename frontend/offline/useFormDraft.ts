import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { systemClock } from './clock.ts';
import { debounced, DRAFT_DEBOUNCE_MS, type DraftStore, type FormDraft } from './formDraft.ts';
import { QueueStorageError } from './submissionQueue.ts';

/**
 * A form's local draft: the draft found when the page opened (to restore), a `changed` to call on
 * every edit (saved 500 ms after typing stops, and at once when the tab is hidden), `clear` once the
 * data is safely elsewhere, and the storage problem to show when the browser refuses to save.
 */
export function useFormDraft<T>(drafts: DraftStore, formId: string) {
  const [restored] = useState<FormDraft<T> | null>(() => drafts.load<T>(formId));
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  const saver = useMemo(
    () =>
      debounced<T>(systemClock, DRAFT_DEBOUNCE_MS, (data) => {
        try {
          drafts.save(formId, data);
          setStorageProblem(null);
        } catch (error) {
          setStorageProblem(
            new QueueStorageError(error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'unavailable').message,
          );
        }
      }),
    [drafts, formId],
  );
  const saverRef = useRef(saver);
  saverRef.current = saver;

  useEffect(() => {
    // A person closing the tab within 500 ms of typing keeps the last letters too.
    const onHide = () => document.visibilityState === 'hidden' && saverRef.current.flushNow();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      saverRef.current.flushNow();
    };
  }, []);

  const clear = useCallback(() => {
    saver.cancel();
    drafts.clear(formId);
  }, [saver, drafts, formId]);
  const saveNow = useCallback(
    (data: T) => {
      saver.changed(data);
      saver.flushNow();
    },
    [saver],
  );

  return { restored, changed: saver.changed, saveNow, clear, storageProblem };
}
