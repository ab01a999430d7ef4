import { inspectCase } from './validation/inspectCase.ts';
import { fieldPathOf, templateFields } from '../templates/editing/templateFields.ts';
import type { CaseTemplate } from '../templates/types.ts';
import type { RetiredFieldValue } from './retiredValues.ts';
import { isObject } from '../json/isObject.ts';
import { valueAt } from '../json/valueAt.ts';
import { isBlankOrEmptyList } from './isAnswered.ts';

type Data = Record<string, unknown>;

/** `data` with `value` at `path`, or null when the place does not exist (a list row the case no longer has). */
function placed(data: Data, path: string, value: unknown): Data | null {
  const copy = structuredClone(data);
  const parts = path.split('.');
  const last = parts.pop()!;
  let parent: unknown = copy;
  for (const part of parts) {
    if (Array.isArray(parent)) {
      parent = parent[Number(part)];
    } else if (isObject(parent)) {
      // A section or group the case has nothing in yet is made, as the form would.
      parent[part] ??= /^\d+$/.test(part) ? undefined : {};
      parent = parent[part];
    } else {
      return null;
    }
  }
  if (Array.isArray(parent) && /^\d+$/.test(last) && Number(last) < parent.length) parent[Number(last)] = structuredClone(value);
  else if (isObject(parent)) parent[last] = structuredClone(value);
  else return null;
  return copy;
}

/**
 * Values earlier moves set apart whose field the version `to` has again (a rollback that restores a
 * retired field, docs/decisions/0145-retired-values-stay-with-the-case.md): each goes back where it
 * was written when the case holds no answer there and `to` accepts it; the newest kept value of a
 * place is tried first. The others stay apart as they were. Returns the data with the values back, the
 * values that came back, and those still kept apart (in their order).
 */
export function returnRetiredValues(
  to: CaseTemplate,
  data: Data,
  kept: readonly RetiredFieldValue[],
): { data: Data; returned: RetiredFieldValue[]; kept: RetiredFieldValue[] } {
  const fields = templateFields(to.schema);
  let current = data;
  const returned = new Set<RetiredFieldValue>();
  for (const value of [...kept].reverse()) {
    if (!fields.has(fieldPathOf(value.path)) || !isBlankOrEmptyList(valueAt(current, value.path))) continue;
    const candidate = placed(current, value.path, value.value);
    if (!candidate) continue;
    const refused = inspectCase(to, candidate).wrong.some((error) => error.path === value.path || error.path.startsWith(`${value.path}.`));
    if (refused) continue;
    current = candidate;
    returned.add(value);
  }
  return { data: current, returned: kept.filter((value) => returned.has(value)), kept: kept.filter((value) => !returned.has(value)) };
}
