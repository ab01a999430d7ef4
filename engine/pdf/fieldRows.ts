import type { Content, ContentText, TableCell } from 'pdfmake/interfaces.js';
import { isNotApplicable, NOT_APPLICABLE_LABEL } from '../notApplicable/isNotApplicable.ts';
import { printableValue } from '../cases/printableValue.ts';
import { declaredFields } from '../templates/declaredFields.ts';
import { isObjectSchema } from '../templates/fieldUi.ts';
import type { JsonSchema, UiSchema } from '../templates/types.ts';
import { LIST_TABLE_LAYOUT } from './caseDocumentStyle.ts';
import { isObject } from '../json/isObject.ts';

/** What an unanswered field prints: a dash, so a blank is visibly blank rather than forgotten. */
const EMPTY_VALUE = '—';
/** What an unanswered required field prints: the case cannot be filed without it. */
const MISSING_VALUE = '— falta —';

/** Where the rows being built sit in the case, and the required fields it still lacks (dotted paths). */
export interface RowPlace {
  path: string;
  missing: ReadonlySet<string>;
}

const NOWHERE: RowPlace = { path: '', missing: new Set() };
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

export function fieldLabel(schema: JsonSchema, key: string): string {
  const label = schema.title ?? schema['x-label'];
  return typeof label === 'string' && label.trim() ? label : key;
}

/** Keys of an object schema in the order its uiSchema gives, then any others. */
export function orderedKeys(schema: JsonSchema, ui: UiSchema | undefined): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const listed = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]).filter((key) => keys.includes(key)) : [];
  return [...listed, ...keys.filter((key) => !listed.includes(key))];
}

/** One value as a cell: 'N/A' in grey, '—' when unanswered ('— falta —' when required), otherwise its printable text. */
export function valueCell(value: unknown, schema: JsonSchema | undefined, missing = false): ContentText {
  if (isNotApplicable(value)) return { text: NOT_APPLICABLE_LABEL, style: 'notApplicable' };
  const text = printableValue(value, schema);
  if (text) return { text };
  return missing ? { text: MISSING_VALUE, style: 'missing' } : { text: EMPTY_VALUE, style: 'empty' };
}

/** A field marked `"x-internal": true` in its template is for staff eyes only. */
export function isInternal(schema: JsonSchema): boolean {
  return schema['x-internal'] === true;
}

function isListOfObjects(schema: JsonSchema): boolean {
  return schema.type === 'array' && Boolean(schema.items) && isObjectSchema(schema.items!);
}

/** A list of sub-forms (children, trips, bank accounts) as a table: one column per field, one row per entry. */
function listTable(rows: unknown[], items: JsonSchema, ui: UiSchema | undefined, at: RowPlace): Content {
  const keys = orderedKeys(items, ui).filter((key) => !isInternal(items.properties![key]));
  const header: TableCell[] = keys.map((key) => ({ text: fieldLabel(items.properties![key], key), style: 'listHeader' }));
  const body: TableCell[][] = [header];
  rows.forEach((row, index) => {
    const record = isObject(row) ? row : {};
    body.push(keys.map((key) => valueCell(record[key], items.properties![key], at.missing.has(join(join(at.path, index), key)))));
  });
  return { table: { headerRows: 1, widths: keys.map(() => '*'), body, dontBreakRows: true }, layout: LIST_TABLE_LAYOUT, fontSize: 8.5 };
}

/**
 * The label/value rows of an object's fields (a section, or an object nested in one): lists of
 * sub-forms take a full-width row of their own under their label; nested objects are flattened with
 * their parent's label in front, so every answer has exactly one row.
 */
export function fieldRows(
  schema: JsonSchema,
  data: unknown,
  ui: UiSchema | undefined,
  labelPrefix = '',
  at: RowPlace = NOWHERE,
): TableCell[][] {
  const record = isObject(data) ? data : {};
  const rows: TableCell[][] = [];
  // Follow-up fields a condition adds (docs/decisions/0090-follow-up-fields-live-in-the-shared-sections-allof-of-if.md) print only when answered or still required.
  const fields = declaredFields(schema, schema);
  const keys = [...fields.keys()];
  const listed = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]).filter((key) => fields.has(key)) : [];
  for (const key of [...listed, ...keys.filter((key) => !listed.includes(key))]) {
    const { schema: field, path: branch } = fields.get(key)!;
    // Staff-only fields (the consultant's internal notes) never leave the office in a document.
    if (isInternal(field)) continue;
    const value = record[key];
    const label = labelPrefix + fieldLabel(field, key);
    const fieldUi = ui?.[key] as UiSchema | undefined;
    const path = join(at.path, key);
    if (branch && (value === undefined || value === null || value === '') && !at.missing.has(path)) continue;
    rows.push(...valueRows(field, value, label, fieldUi, { ...at, path }));
  }
  return rows;
}

/**
 * The rows of one answer labelled `label`, found at `at.path`: 'N/A' in grey, an object's fields one
 * row each, a list of sub-forms as a table under its label, anything else one label/value row. Also
 * what a section holding one value (a text, a list) prints.
 */
export function valueRows(field: JsonSchema, value: unknown, label: string, ui: UiSchema | undefined, at: RowPlace): TableCell[][] {
  if (isNotApplicable(value)) return [[{ text: label, style: 'notApplicable' }, valueCell(value, field)]];
  if (isObjectSchema(field)) return fieldRows(field, value, ui, `${label} · `, at);
  if (isListOfObjects(field) && Array.isArray(value) && value.length > 0) {
    return [
      [{ text: label, style: 'label', colSpan: 2 }, {}],
      [{ ...(listTable(value, field.items!, ui?.items as UiSchema | undefined, at) as object), colSpan: 2 } as Content, {}],
    ];
  }
  return [[{ text: label, style: 'label' }, valueCell(value, field, at.missing.has(at.path))]];
}
