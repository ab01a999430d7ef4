import type { DiffableTemplate, TemplateDiff } from './diffTemplates.ts';
import { fieldPlace, templateFields } from './templateFields.ts';

export { fieldPlace };

/** One change as a person reads it: where (`Datos personales › Apodo`) and what. */
export interface DiffLine {
  /** Unique within its group. */
  key: string;
  place: string;
  detail?: string;
  /** Saved cases are touched by it (docs/decisions/0130-what-a-diff-marks-as-affecting-saved-data.md).
   */ affectsSavedData: boolean;
}

export interface DiffGroup {
  title: string;
  lines: DiffLine[];
}

export const DIFF_TITLES = {
  addedFields: 'Campos nuevos',
  retiredFields: 'Campos retirados',
  changedFields: 'Campos modificados',
  addedOptions: 'Opciones nuevas',
  retiredOptions: 'Opciones retiradas',
  changedOptions: 'Opciones con otro nombre',
} as const;

/**
 * A diff between two versions of a template (diffTemplates) in groups a person reads: fields added,
 * retired and changed, options added, retired and relabelled, each placed by its labels (retired ones
 * by those of `from`, the others by those of `to`) and marked when it affects saved data. Empty groups
 * are left out.
 */
export function readDiff(diff: TemplateDiff, from: DiffableTemplate, to: DiffableTemplate): DiffGroup[] {
  const before = templateFields(from.schema, from.uiSchema);
  const after = templateFields(to.schema, to.uiSchema);
  const groups: DiffGroup[] = [
    {
      title: DIFF_TITLES.addedFields,
      lines: diff.fields.added.map((field) => ({
        key: field.path,
        place: fieldPlace(after, field.path),
        detail: field.changes.join('; ') || undefined,
        affectsSavedData: field.affectsSavedData,
      })),
    },
    {
      title: DIFF_TITLES.retiredFields,
      lines: diff.fields.retired.map((field) => ({
        key: field.path,
        place: fieldPlace(before, field.path),
        affectsSavedData: field.affectsSavedData,
      })),
    },
    {
      title: DIFF_TITLES.changedFields,
      lines: diff.fields.changed.map((field) => ({
        key: field.path,
        place: fieldPlace(after, field.path),
        detail: field.changes.join('; '),
        affectsSavedData: field.affectsSavedData,
      })),
    },
    {
      title: DIFF_TITLES.addedOptions,
      lines: diff.options.added.map((option) => ({
        key: `${option.path}=${option.value}`,
        place: fieldPlace(after, option.path),
        detail: `«${option.label}»`,
        affectsSavedData: option.affectsSavedData,
      })),
    },
    {
      title: DIFF_TITLES.retiredOptions,
      lines: diff.options.retired.map((option) => ({
        key: `${option.path}=${option.value}`,
        place: fieldPlace(before, option.path),
        detail: `«${option.label}»`,
        affectsSavedData: option.affectsSavedData,
      })),
    },
    {
      title: DIFF_TITLES.changedOptions,
      lines: diff.options.changed.map((option) => ({
        key: `${option.path}=${option.value}`,
        place: fieldPlace(after, option.path),
        detail: `«${option.previousLabel}» → «${option.label}»`,
        affectsSavedData: option.affectsSavedData,
      })),
    },
  ];
  return groups.filter((group) => group.lines.length > 0);
}
