import { valueAt } from '../../../engine/json/valueAt.ts';

/** Longer answers are cut here (a description can run to thousands of characters). */
const SHOWN = 60;

/**
 * The answer a record holds at an error's dotted path (`presentacion.motivo`, `children.0.name`), as a
 * person reads it, when it is one value (text, a number, yes or no); null otherwise. A refused option is
 * no longer among the draft's options, so the form cannot show it: the list of refused answers does.
 */
export function answerAt(data: unknown, path: string, yes: string, no: string): string | null {
  const value = valueAt(data, path);
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || !value.trim()) return null;
  return value.length > SHOWN ? `${value.slice(0, SHOWN - 1).trimEnd()}…` : value;
}
