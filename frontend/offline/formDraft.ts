import type { Clock } from './clock.ts';
import { FORM_DRAFT_PREFIX } from './storageKeys.ts';
import type { KeyValueStorage } from './submissionQueue.ts';

/** What a form keeps in the browser while it is being filled (docs/product-rules.md, Local drafts). */
export interface FormDraft<T = unknown> {
  data: T;
  timestamp: number;
  formId: string;
}

/** docs/product-rules.md: a form is saved locally 500 ms after typing stops. */
export const DRAFT_DEBOUNCE_MS = 500;

/**
 * Reading, saving and clearing drafts; `save` throws when the browser refuses to store. `prefix` puts a
 * kind of drafts under its own keys (the case dialog's, docs/operations.md, Data kept in the browser).
 */
export function createDraftStore(storage: KeyValueStorage, clock: Pick<Clock, 'now'>, prefix = FORM_DRAFT_PREFIX) {
  const keyOf = (formId: string) => prefix + formId;
  return {
    load<T>(formId: string): FormDraft<T> | null {
      try {
        const draft = JSON.parse(storage.getItem(keyOf(formId)) ?? 'null') as FormDraft<T> | null;
        return draft && draft.formId === formId && typeof draft.timestamp === 'number' ? draft : null;
      } catch {
        return null;
      }
    },
    save(formId: string, data: unknown): void {
      storage.setItem(keyOf(formId), JSON.stringify({ data, timestamp: clock.now(), formId } satisfies FormDraft));
    },
    clear(formId: string): void {
      storage.removeItem(keyOf(formId));
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/**
 * Calls `save` once typing has stopped for `delayMs`: each `changed` restarts the wait. `flushNow`
 * saves at once what is waiting (the page is being hidden or left).
 */
export function debounced<T>(clock: Clock, delayMs: number, save: (value: T) => void) {
  let timer: unknown = null;
  let waiting: { value: T } | null = null;
  const run = () => {
    timer = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    save(value);
  };
  return {
    changed(value: T) {
      if (timer !== null) clock.clearTimeout(timer);
      waiting = { value };
      timer = clock.setTimeout(run, delayMs);
    },
    flushNow() {
      if (timer !== null) clock.clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
