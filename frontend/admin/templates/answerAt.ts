/** Longer answers are cut here (a description can run to thousands of characters). */
const SHOWN = 60;

/**
 * The answer a record holds at an error's dotted path (`presentacion.motivo`, `children.0.name`), as a
 * person reads it, when it is one value (text, a number, yes or no); null otherwise. A refused option is
 * no longer among the draft's options, so the form cannot show it: the list of refused answers does.
 */
export function answerAt(data: unknown, path: string, yes: string, no: string): string | null {
  let value = data;
  for (const part of path.split('.').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[part];
  }
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || !value.trim()) return null;
  return value.length > SHOWN ? `${value.slice(0, SHOWN - 1).trimEnd()}…` : value;
}
