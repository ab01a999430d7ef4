import localizeEs from 'ajv-i18n/localize/es/index.js';
import type { ErrorObject } from 'ajv';

export interface FieldError {
  /** Dotted path of the field (`children.0.name`); '' for the whole document. */
  path: string;
  message: string;
}

/** Limits read as people write them in the Dominican Republic ('30,000', '1.5'), like printed values. */
const number = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 6 });
const limitOf = (e: ErrorObject) => number.format((e.params as { limit: number }).limit);

const DEFAULT_MESSAGES: Record<string, (error: ErrorObject) => string> = {
  required: () => 'Este campo es obligatorio',
  additionalProperties: (e) => `Campo no permitido: ${(e.params as { additionalProperty: string }).additionalProperty}`,
  format: (e) => {
    const format = (e.params as { format: string }).format;
    if (format === 'email') return 'Correo electrónico no válido';
    if (format === 'date') return 'Fecha no válida (AAAA-MM-DD)';
    if (format === 'time') return 'Hora no válida (HH:MM)';
    return `Formato no válido (${format})`;
  },
  enum: () => 'Seleccione una de las opciones disponibles',
  // Options written as `oneOf` of `{const, title}` (the interview's steps): a value none of them has.
  const: (e) =>
    /\/oneOf\/\d+\/const$/.test(e.schemaPath) ? 'Seleccione una de las opciones disponibles' : (e.message ?? 'Valor no válido'),
  type: (e) => {
    const expected = (e.params as { type: string }).type;
    const names: Record<string, string> = {
      string: 'un texto',
      number: 'un número',
      integer: 'un número entero',
      boolean: 'sí o no',
      object: 'un objeto',
      array: 'una lista',
      null: 'vacío',
    };
    return `Debe ser ${names[expected] ?? expected}`;
  },
  notBeforeToday: () => 'La fecha no puede ser anterior a hoy',
  // Said on the missing field itself (pathOf): which answer asks for it.
  dependencies: (e) => {
    const { property } = e.params as { property: string };
    const title = (e.parentSchema as { properties?: Record<string, { title?: unknown }> } | undefined)?.properties?.[property]?.title;
    return `Este campo es obligatorio cuando se responde «${typeof title === 'string' ? title : property}»`;
  },
  minLength: (e) => {
    const limit = (e.params as { limit: number }).limit;
    return limit === 1 ? 'Este campo es obligatorio' : `Debe tener al menos ${limit} caracteres`;
  },
  maxLength: (e) => `No debe tener más de ${(e.params as { limit: number }).limit} caracteres`,
  minimum: (e) => `Debe ser ${limitOf(e)} o más`,
  maximum: (e) => `Debe ser ${limitOf(e)} o menos`,
  exclusiveMinimum: (e) => `Debe ser mayor que ${limitOf(e)}`,
  exclusiveMaximum: (e) => `Debe ser menor que ${limitOf(e)}`,
  multipleOf: (e) => `Debe ser múltiplo de ${number.format((e.params as { multipleOf: number }).multipleOf)}`,
  minItems: (e) => {
    const limit = (e.params as { limit: number }).limit;
    return limit === 1 ? 'Elija o añada al menos uno' : `Debe tener al menos ${limit} elementos`;
  },
  maxItems: (e) => {
    const limit = (e.params as { limit: number }).limit;
    return limit === 1 ? 'No debe tener más de un elemento' : `No debe tener más de ${limit} elementos`;
  },
  uniqueItems: () => 'No repita elementos en la lista',
};

// A missing field (`required`, or a property dependency's: `dependencies: {card: ["billingAddress"]}`) is
// named at its own place, where the person fills it, as stock RJSF names it and the readiness check does.
const MISSING = new Set(['required', 'dependencies']);

function pathOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (MISSING.has(error.keyword)) segments.push((error.params as { missingProperty: string }).missingProperty);
  if (error.keyword === 'additionalProperties') {
    segments.push((error.params as { additionalProperty: string }).additionalProperty);
  }
  return segments.join('.');
}

type Messages = Record<string, string>;
type WithMessages = { 'x-messages'?: Messages; properties?: Record<string, { 'x-messages'?: Messages }> };

function ownMessages(error: ErrorObject): Messages | undefined {
  const parent = error.parentSchema as WithMessages | undefined;
  if (error.keyword === 'required') {
    return parent?.properties?.[(error.params as { missingProperty: string }).missingProperty]?.['x-messages'];
  }
  if (error.keyword === 'dependencies') {
    // The missing field's own message first, then one the object gives for its dependencies.
    const field = parent?.properties?.[(error.params as { missingProperty: string }).missingProperty]?.['x-messages'];
    return field?.dependencies !== undefined ? field : parent?.['x-messages'];
  }
  return parent?.['x-messages'];
}

/**
 * Turns ajv errors into one Spanish message per field. A field's own `x-messages` win; then the
 * product's wording for common keywords; then ajv-i18n's Spanish text. Combinator noise
 * (`if`, `anyOf`, `oneOf`) is dropped when a more precise error names the same field.
 */
export function describeErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  if (!errors?.length) return [];
  const copies = errors.map((e) => ({ ...e }));
  localizeEs(copies);
  const byPath = new Map<string, FieldError>();
  for (const error of copies) {
    if (['if', 'anyOf', 'oneOf', 'not'].includes(error.keyword) && copies.length > 1) continue;
    const path = pathOf(error);
    if (byPath.has(path)) continue;
    const custom = ownMessages(error);
    const message = custom?.[error.keyword] ?? DEFAULT_MESSAGES[error.keyword]?.(error) ?? error.message ?? 'Valor no válido';
    byPath.set(path, { path, message });
  }
  return [...byPath.values()];
}
