import type { ErrorObject } from 'ajv';

// JSON's kinds of value as a person writing the template reads them.
const KINDS: Record<string, string> = {
  string: 'un texto entre comillas',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'true o false',
  array: 'una lista entre corchetes',
  object: 'un objeto entre llaves',
  null: 'null',
};

/**
 * The message of an ajv error already localized by ajv-i18n, where its Spanish falls short for someone
 * writing a template: a wrong kind of value names it in words ('debe ser un número entero', not 'debe ser
 * integer'), and a value outside a list names the values allowed (ajv-i18n says only 'deber ser igual a
 * uno de los valores predefinidos').
 */
export function templateErrorMessage(error: ErrorObject): string {
  if (error.keyword === 'type') {
    const kinds = String((error.params as { type?: string }).type ?? '').split(',');
    return `debe ser ${kinds.map((kind) => KINDS[kind] ?? kind).join(' o ')}`;
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `debe ser uno de estos valores: ${allowed.map((value) => `«${typeof value === 'string' ? value : JSON.stringify(value)}»`).join(', ')}`;
  }
  return error.message ?? 'valor no válido';
}
