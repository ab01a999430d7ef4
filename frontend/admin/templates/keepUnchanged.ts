import { isObject } from '../../../engine/json/isObject.ts';

/**
 * `next` (a value just read with JSON.parse, handed over: it is changed in place), with each part equal
 * to the same part of `previous` (same values, same keys in the same order: the order of a schema's
 * properties is the order of its fields) replaced by `previous`'s own object; `previous` itself when
 * nothing changed. The form compares what it draws by identity first (RJSF's deepEquals), so a key
 * typed in one field's title leaves every other part of the template as it was drawn.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    for (let i = 0; i < next.length; i++) {
      next[i] = keepUnchanged(previous[i], next[i]);
      if (next[i] !== previous[i]) same = false;
    }
    return same ? (previous as T) : next;
  }
  if (!isObject(next) || !isObject(previous)) return next;
  const record: Record<string, unknown> = next;
  const keys = Object.keys(record);
  const previousKeys = Object.keys(previous);
  let same = keys.length === previousKeys.length;
  keys.forEach((key, i) => {
    const had = Object.hasOwn(previous, key);
    record[key] = keepUnchanged(had ? previous[key] : undefined, record[key]);
    if (!had || record[key] !== previous[key] || previousKeys[i] !== key) same = false;
  });
  return same ? (previous as T) : next;
}
