import { isNotApplicable } from '../../notApplicable/isNotApplicable.ts';
import type { DiffableTemplate } from './diffTemplates.ts';
import { fieldPathOf, fieldPlace, templateFields } from './templateFields.ts';
import type { FieldError } from '../../validation/describeErrors.ts';
import { isObject } from '../../json/isObject.ts';

/** At most this many records are listed by name in a check; the counts cover all of them. */
export const LISTED = 50;

/** A record saved with a version of the template: a case, an interview, a task. */
export interface SavedRecord {
  id: string;
  /** How a person recognises it: the client's name, the task's title. */
  name: string;
  templateVersion: number;
  data: Record<string, unknown>;
}

/** What a draft would do to the records saved with its template. */
export interface RecordsCheck {
  total: number;
  /** How many the draft's rules refuse, and the first of them with their errors. */
  failing: number;
  /** Each error also `place`d by the draft's labels ('Presentación › Motivo del viaje'). */
  failingRecords: { id: string; name: string; templateVersion: number; errors: (FieldError & { place: string })[] }[];
  /** Fields the draft retires that saved records hold a value in, with how many records; `place` by the latest version's labels. */
  retiredFieldsHeld: { path: string; label: string; place: string; records: number }[];
  /** Stored option codes the draft no longer offers, with how many records hold each; `label` and `place` those of the latest version (the code's own when it had none). */
  unofferedOptions: { path: string; value: string; label: string; place: string; records: number }[];
}

const answered = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length) && !isNotApplicable(value);

/** Every answered value of a record with its field path (`finances.bankAccounts[].bankName`). */
function answeredValues(value: unknown, prefix: string, into: [string, unknown][]): [string, unknown][] {
  if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) answeredValues(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some(isObject)) {
    for (const item of value) answeredValues(item, `${prefix}[]`, into);
  } else if (answered(value)) {
    into.push([prefix, value]);
  }
  return into;
}

/**
 * Runs a draft against saved records: how many its rules refuse (`errorsOf`, the kind's own validation),
 * which fields it retires that records hold a value in (named by their label in `latest`, which still has
 * them), which stored option codes it no longer offers. Pure: the caller reads the records.
 */
export function checkRecords(
  records: SavedRecord[],
  draft: DiffableTemplate,
  latest: DiffableTemplate,
  errorsOf: (record: SavedRecord) => FieldError[],
): RecordsCheck {
  const fields = templateFields(draft.schema, draft.uiSchema);
  const latestFields = templateFields(latest.schema, latest.uiSchema);
  const retired = new Map<string, { label: string; records: Set<string> }>();
  const unoffered = new Map<string, { path: string; value: string; records: Set<string> }>();
  const check: RecordsCheck = { total: records.length, failing: 0, failingRecords: [], retiredFieldsHeld: [], unofferedOptions: [] };
  for (const record of records) {
    const errors = errorsOf(record);
    if (errors.length) {
      check.failing += 1;
      const placed = errors.map((error) => ({ ...error, place: fieldPlace(fields, fieldPathOf(error.path)) }));
      if (check.failingRecords.length < LISTED)
        check.failingRecords.push({ id: record.id, name: record.name, templateVersion: record.templateVersion, errors: placed });
    }
    for (const [path, value] of answeredValues(record.data, '', [])) {
      const field = fields.get(path);
      if (!field && !fields.has(path.replace(/\[\]$/, ''))) {
        const entry = retired.get(path) ?? { label: latestFields.get(path)?.label ?? path, records: new Set<string>() };
        entry.records.add(record.id);
        retired.set(path, entry);
      } else if (field && field.options.size) {
        for (const code of Array.isArray(value) ? value : [value]) {
          if (field.options.has(String(code))) continue;
          const id = `${path}\n${String(code)}`;
          const entry = unoffered.get(id) ?? { path, value: String(code), records: new Set<string>() };
          entry.records.add(record.id);
          unoffered.set(id, entry);
        }
      }
    }
  }
  check.retiredFieldsHeld = [...retired].map(([path, { label, records: held }]) => ({
    path,
    label,
    place: fieldPlace(latestFields, path),
    records: held.size,
  }));
  check.unofferedOptions = [...unoffered.values()].map(({ path, value, records: held }) => ({
    path,
    value,
    label: latestFields.get(path)?.options.get(value) ?? value,
    place: fieldPlace(latestFields, path),
    records: held.size,
  }));
  return check;
}
