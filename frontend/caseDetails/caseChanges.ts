import { isNotApplicable } from '../../engine/notApplicable/isNotApplicable.ts';
import { printableValue } from '../../engine/cases/printableValue.ts';
import { listSections } from '../../engine/sections/listSections.ts';
import type { CaseTemplate, JsonSchema } from '../../engine/templates/types.ts';
import { isObject } from '../../engine/json/isObject.ts';

/** A case as the form holds it: by section key, an object of fields, or the one value of a section that holds one. */
export type CaseData = Record<string, unknown>;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (isObject(value) ? value : {});

export interface FieldChange {
  /** `section.field` */
  path: string;
  /** 'Section title › Field title' */
  label: string;
  mine: string;
  theirs: string;
}

/** Blank text, null, empty lists and empty rows are all "no answer": they never count as a change. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(comparable).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, comparable(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

const JSON_TYPE = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value;
/** Whether `value` is of a type `schema` names (an integer is a number); NA fits every field. */
function fitsType(value: unknown, schema: JsonSchema): boolean {
  if (isNotApplicable(value)) return true;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = JSON_TYPE(value);
  return types.length === 0 || types.some((t) => t === type || (t === 'integer' && Number.isInteger(value)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/** How a value reads in the comparison: lists of rows one row per line. */
export function readableValue(value: unknown, schema: JsonSchema | undefined): string {
  if (Array.isArray(value) && schema?.items?.type === 'object') {
    const fields = schema.items.properties ?? {};
    return value
      .map((row, index) => {
        const cells = Object.entries((row ?? {}) as Record<string, unknown>)
          .map(([key, inner]) => printableValue(inner, fields[key]))
          .filter(Boolean);
        return `${index + 1}. ${cells.join(', ')}`;
      })
      .join('\n');
  }
  return printableValue(value, schema);
}

/** The fields of `template` whose answers differ between two versions of a case, in form order. */
export function changedFields(template: CaseTemplate, mine: CaseData, theirs: CaseData): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const section of listSections(template)) {
    const schema = template.schema.properties?.[section.key];
    if (section.oneValue) {
      if (same(mine[section.key], theirs[section.key])) continue;
      changes.push({
        path: section.key,
        label: section.title,
        mine: readableValue(mine[section.key], schema),
        theirs: readableValue(theirs[section.key], schema),
      });
      continue;
    }
    const a = fieldsOf(mine[section.key]);
    const b = fieldsOf(theirs[section.key]);
    for (const field of section.fieldKeys) {
      if (same(a[field], b[field])) continue;
      const fieldSchema = schema?.properties?.[field];
      changes.push({
        path: `${section.key}.${field}`,
        label: `${section.title} › ${fieldSchema?.title ?? field}`,
        mine: readableValue(a[field], fieldSchema),
        theirs: readableValue(b[field], fieldSchema),
      });
    }
  }
  return changes;
}

/**
 * The answers of `data` that fit `template` (a change of destination keeps what the forms share:
 * identity, family, employment…), with one entry per section of the template.
 */
export function carryOver(data: CaseData, template: CaseTemplate): CaseData {
  const result: CaseData = {};
  for (const section of listSections(template)) {
    const source = data[section.key];
    if (section.oneValue) {
      // A value of the kind the new section holds is kept (a text stays a text); any other is dropped.
      if (source !== undefined && fitsType(source, template.schema.properties![section.key])) result[section.key] = source;
      continue;
    }
    result[section.key] = Object.fromEntries(Object.entries(fieldsOf(source)).filter(([field]) => section.fieldKeys.includes(field)));
  }
  return result;
}

/** The stored case data shaped as the form holds it: every section of fields an object; a section holding one value, that value (absent when unanswered). */
export function toCaseData(data: unknown, template: CaseTemplate): CaseData {
  const record = fieldsOf(data);
  const result: CaseData = {};
  for (const section of listSections(template)) {
    const value = record[section.key];
    if (!section.oneValue) result[section.key] = fieldsOf(value);
    else if (value !== undefined) result[section.key] = value;
  }
  return result;
}
