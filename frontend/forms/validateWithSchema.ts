import { isBeforeToday } from '../../engine/calendar/calendarDate.ts';
import { STRING_FORMATS } from '../../engine/validation/stringFormats.ts';

/**
 * The browser's copy of the server's validation for flat form schemas (contactRequest), without
 * shipping ajv to the landing page. It reads the very same schema file and follows ajv's rules and
 * keyword order, so each field gets the message the server would give; validateWithSchema.test.ts
 * checks that against the server's validator on a table of inputs, and fails if the schema starts
 * using a keyword this file does not know.
 */
export interface FlatSchema {
  type?: 'object';
  required?: string[];
  additionalProperties?: boolean;
  properties: Record<string, PropertySchema>;
}

export interface PropertySchema {
  type?: 'string';
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  notBeforeToday?: boolean;
  'x-messages'?: Record<string, string>;
  'x-label'?: string;
  description?: string;
}

export const SUPPORTED_ROOT_KEYWORDS = ['$schema', '$id', 'title', 'description', 'type', 'required', 'additionalProperties', 'properties'];
export const SUPPORTED_PROPERTY_KEYWORDS = ['type', 'enum', 'minLength', 'maxLength', 'pattern', 'format', 'notBeforeToday', 'x-messages', 'x-label', 'description'];

/** The server's wording for rules a field gives no `x-messages` for (engine/validation/describeErrors.ts). */
const DEFAULT_MESSAGES: Record<string, (schema: PropertySchema) => string> = {
  required: () => 'Este campo es obligatorio',
  type: () => 'Debe ser un texto',
  enum: () => 'Seleccione una de las opciones disponibles',
  minLength: (s) => (s.minLength === 1 ? 'Este campo es obligatorio' : `Debe tener al menos ${s.minLength} caracteres`),
  maxLength: (s) => `No debe tener más de ${s.maxLength} caracteres`,
  pattern: () => 'Valor no válido',
  format: (s) => (s.format === 'email' ? 'Correo electrónico no válido' : s.format === 'date' ? 'Fecha no válida (AAAA-MM-DD)' : `Formato no válido (${s.format})`),
  notBeforeToday: () => 'La fecha no puede ser anterior a hoy',
};

// ajv counts characters by code point, not by UTF-16 unit.
const length = (value: string) => [...value].length;

/** The first failing keyword of one present value, in ajv's evaluation order; null when valid. */
function failingKeyword(schema: PropertySchema, value: unknown, now: () => Date): keyof typeof DEFAULT_MESSAGES | null {
  if (schema.enum && !schema.enum.includes(value as string)) return 'enum';
  if (schema.type === 'string' && typeof value !== 'string') return 'type';
  if (typeof value !== 'string') return null;
  if (schema.maxLength !== undefined && length(value) > schema.maxLength) return 'maxLength';
  if (schema.minLength !== undefined && length(value) < schema.minLength) return 'minLength';
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return 'pattern';
  if (schema.format !== undefined && STRING_FORMATS[schema.format] && !STRING_FORMATS[schema.format](value)) return 'format';
  if (schema.notBeforeToday && isBeforeToday(value, now())) return 'notBeforeToday';
  return null;
}

function messageFor(schema: PropertySchema | undefined, keyword: string): string {
  return schema?.['x-messages']?.[keyword] ?? DEFAULT_MESSAGES[keyword]?.(schema ?? {}) ?? 'Valor no válido';
}

/** Field name → Spanish message, one per invalid field; empty when the value is valid. */
export function validateWithSchema(schema: FlatSchema, data: Record<string, unknown>, now: () => Date = () => new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of schema.required ?? []) {
    if (data[name] === undefined) errors[name] = messageFor(schema.properties[name], 'required');
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    if (data[name] === undefined || errors[name]) continue;
    const keyword = failingKeyword(property, data[name], now);
    if (keyword) errors[name] = messageFor(property, keyword);
  }
  if (schema.additionalProperties === false) {
    for (const name of Object.keys(data)) {
      if (!(name in schema.properties)) errors[name] = `Campo no permitido: ${name}`;
    }
  }
  return errors;
}

/** Keywords of `schema` this interpreter would silently ignore (must be none). */
export function unsupportedKeywords(schema: Record<string, unknown>): string[] {
  const found = Object.keys(schema).filter((k) => !SUPPORTED_ROOT_KEYWORDS.includes(k));
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const keyword of Object.keys(property)) {
      if (!SUPPORTED_PROPERTY_KEYWORDS.includes(keyword)) found.push(`${name}.${keyword}`);
    }
    if (typeof property.format === 'string' && !(property.format in STRING_FORMATS)) found.push(`${name}.format:${property.format}`);
  }
  return found;
}
