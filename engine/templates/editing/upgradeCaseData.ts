import { inspectCase } from '../../cases/validation/inspectCase.ts';
import type { CaseTemplate } from '../types.ts';
import { fieldPathOf as fieldPath, movedFields, templateFields, type TemplateField } from './templateFields.ts';
import { isObject } from '../../json/isObject.ts';
import { valueAt } from '../../json/valueAt.ts';

/** A value a case held that the new version has no place for, kept apart rather than dropped. */
export interface RetiredValue {
  /** Where it was in the case data (`employment.previousEmployer`, `finances.bankAccounts.0.iban`). */
  path: string;
  /** The field's label in the version the case was saved with. */
  label: string;
  value: unknown;
  /** `retired`: the new version has no such field; `refused`: the field's new rules refuse the value. */
  reason: 'retired' | 'refused';
  /** Why the new rules refuse it, in Spanish. */
  message?: string;
}

type Data = Record<string, unknown>;

function labelOf(fields: Map<string, TemplateField>, dataPath: string): string {
  return fields.get(fieldPath(dataPath))?.label ?? dataPath;
}

/** Copies `value` keeping only what `to` declares; every other value goes to `retired` with its path. */
function keepDeclared(
  value: Data,
  prefix: string,
  to: Map<string, TemplateField>,
  from: Map<string, TemplateField>,
  retired: RetiredValue[],
): Data {
  const kept: Data = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = to.get(fieldPath(path));
    if (!field) {
      retired.push({ path, label: labelOf(from, path), value: inner, reason: 'retired' });
    } else if (isObject(inner) && field.schema.properties) {
      kept[key] = keepDeclared(inner, path, to, from, retired);
    } else if (Array.isArray(inner) && [...to.keys()].some((p) => p.startsWith(`${fieldPath(path)}[].`))) {
      kept[key] = inner.map((item, index) => (isObject(item) ? keepDeclared(item, `${path}.${index}`, to, from, retired) : item));
    } else {
      kept[key] = inner;
    }
  }
  return kept;
}

function deleteAt(data: Data, path: string): void {
  const parts = path.split('.');
  const last = parts.pop()!;
  const parent = parts.length ? valueAt(data, parts.join('.')) : data;
  if (isObject(parent)) delete parent[last];
}

/**
 * Moves a case's `data` from template version `from` to version `to`
 * (docs/decisions/0128-templates-published-from-the-back-office.md): values of fields `to` no longer has, and
 * values its rules refuse (a changed type, a retired option code), are returned apart in `retired`, never
 * dropped; a field moved to another section (movedFields) takes its value along; the rest is kept as it was.
 * The moved data passes `to`'s checks (missing required fields are only readiness).
 */
export function upgradeCaseData(from: CaseTemplate, to: CaseTemplate, data: Data): { data: Data; retired: RetiredValue[] } {
  const before = templateFields(from.schema);
  const after = templateFields(to.schema);
  const retired: RetiredValue[] = [];
  const copy = structuredClone(data ?? {});
  // A field moved to another section takes its answer with it.
  for (const [from, to] of movedFields(before, after)) {
    const value = valueAt(copy, from);
    const [section, key] = to.split('.');
    if (value === undefined || valueAt(copy, to) !== undefined) continue;
    if (!isObject(copy[section])) copy[section] = {};
    (copy[section] as Data)[key] = value;
    deleteAt(copy, from);
  }
  const moved = keepDeclared(copy, '', after, before, retired);
  // Values the new rules refuse are moved aside too, so the upgraded case can be saved.
  for (let pass = 0; pass < 3; pass++) {
    const wrong = inspectCase(to, moved).wrong.filter((error) => error.path && valueAt(moved, error.path) !== undefined);
    if (!wrong.length) break;
    for (const error of wrong) {
      if (valueAt(moved, error.path) === undefined) continue;
      retired.push({
        path: error.path,
        label: labelOf(before, error.path),
        value: valueAt(moved, error.path),
        reason: 'refused',
        message: error.message,
      });
      deleteAt(moved, error.path);
    }
  }
  return { data: moved, retired };
}
