import type { RetiredValue } from '../templates/editing/upgradeCaseData.ts';
import { fieldPathOf, templateFields } from '../templates/editing/templateFields.ts';
import type { CaseTemplate } from '../templates/types.ts';
import { retiredLines, type RetiredLine } from './retiredLines.ts';

export type { RetiredLine };

/**
 * A value a case held that an upgrade set apart
 * (docs/decisions/0145-retired-values-stay-with-the-case.md): kept with the case for good, shown
 * read-only under 'Campos retirados' and printed in its PDF.
 */
export interface RetiredFieldValue extends RetiredValue {
  /** The template version the value was written under. */
  fromVersion: number;
  /** The version the case moved to when the value was set apart. */
  toVersion: number;
  /** How it reads, labelled and worded with the version it was written under. */
  lines: RetiredLine[];
}

/**
 * The values an upgrade from `from` to `toVersion` sets apart, as the case keeps them: each with its
 * versions and its reading under `from` (option labels, Sí/No, dates as written on the form). A value
 * with nothing in it (a blank text, an empty list) holds no answer and is not kept.
 */
export function retiredFieldValues(from: CaseTemplate, toVersion: number, retired: readonly RetiredValue[]): RetiredFieldValue[] {
  const fields = templateFields(from.schema);
  return retired
    .map((value) => ({
      ...value,
      fromVersion: from.version,
      toVersion,
      lines: retiredLines(from.schema, fields.get(fieldPathOf(value.path))?.schema, value.value, value.label),
    }))
    .filter((value) => value.lines.length > 0);
}

const sameValue = (a: RetiredValue, b: RetiredValue) => a.path === b.path && JSON.stringify(a.value) === JSON.stringify(b.value);

/**
 * The case's retired values after another upgrade: the ones it kept, then the new ones. A value already
 * kept at the same place (a case moved back to an older version and up again) is not listed twice.
 */
export function addRetiredValues(kept: readonly RetiredFieldValue[], added: readonly RetiredFieldValue[]): RetiredFieldValue[] {
  return [...kept, ...added.filter((value) => !kept.some((old) => sameValue(old, value)))];
}
