import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How long typing may pause before the form takes in the text. */
export const COMMIT_DELAY_MS = 150;

const toText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The text of one input, kept by the input element itself (uncontrolled) while it is typed in and
 * handed to the form (`commit`) after a pause, when the field is left, or on Enter/Escape. A keystroke
 * then costs no React render at all; the form, its progress and its checks catch up once per pause.
 * A value changed from outside (a restored version, the 'No aplica' switch) replaces the text, unless
 * the person is typing in the field at that moment.
 */
export function useBufferedText<E extends HTMLInputElement | HTMLTextAreaElement>(value: unknown, commit: (text: string) => void) {
  const element = useRef<E>(null);
  const initial = useRef(toText(value));
  const latest = useRef(initial.current);
  const timer = useRef<number | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useLayoutEffect(() => {
    const next = toText(value);
    if (timer.current !== null || next === latest.current) return;
    if (element.current && element.current === document.activeElement && element.current.value !== next && next !== '') return;
    latest.current = next;
    if (element.current && element.current.value !== next) element.current.value = next;
  }, [value]);

  const flush = useCallback(() => {
    if (timer.current === null) return;
    window.clearTimeout(timer.current);
    timer.current = null;
    commitRef.current(latest.current);
  }, []);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, COMMIT_DELAY_MS);
    },
    [flush],
  );

  // Nothing typed is dropped when the field goes away (a section collapsed, the dialog closed).
  useEffect(() => flush, [flush]);

  return { ref: element, defaultValue: initial.current, change, flush };
}
