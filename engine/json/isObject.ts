/**
 * Whether `value` is a JSON object: not null and not a list. `T` is what the caller knows such an object
 * to be (`isObject<JsonSchema>(inner)`); by default a record of values yet to be checked.
 */
export function isObject<T extends object = Record<string, unknown>>(value: unknown): value is T {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
