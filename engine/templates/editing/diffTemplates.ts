import type { JsonSchema, UiSchema } from '../types.ts';
import { fieldPlace, movedFields, templateFields, type TemplateField } from './templateFields.ts';

/** One field added, retired or changed between two versions of a template. */
export interface FieldDiff {
  path: string;
  label: string;
  /** Where it sits, by labels: 'Datos personales › Sexo' (a retired field by those of the older version). */
  place: string;
  /** What changed, in Spanish, for a changed field ("Tipo: texto → número"). */
  changes: string[];
  /** Saved cases are touched: a retired field, a changed type, a field that became required. */
  affectsSavedData: boolean;
}

/** One option (a code of a select) added, retired or relabelled. */
export interface OptionDiff {
  path: string;
  /** The label of the field offering the option (in the newer version, for one it retires). */
  fieldLabel: string;
  /** Where that field sits, by labels: 'Datos personales › Sexo'. */
  place: string;
  value: string;
  label: string;
  previousLabel?: string;
  /** A retired option: saved cases may hold its code, which the new version no longer offers. */
  affectsSavedData: boolean;
}

export interface TemplateDiff {
  fields: { added: FieldDiff[]; retired: FieldDiff[]; changed: FieldDiff[] };
  options: { added: OptionDiff[]; retired: OptionDiff[]; changed: OptionDiff[] };
  /** Whether any change above affects saved data. */
  affectsSavedData: boolean;
}

/** The part of a template the diff reads: its schema, and its uiSchema for the labels of `enum` options. Both a case template and a draft's content fit. */
export interface DiffableTemplate {
  schema: JsonSchema;
  uiSchema?: UiSchema;
}

// A content editor reads the kind of answer, not JSON Schema's type names.
const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'número entero',
  boolean: 'sí o no',
  array: 'lista',
  object: 'grupo de campos',
  null: 'vacío',
  any: 'cualquier valor',
};
const typeName = (type: string) =>
  type
    .split('|')
    .map((part) => TYPE_NAMES[part] ?? part)
    .join(' o ');

function fieldChanges(before: TemplateField, after: TemplateField): { changes: string[]; affects: boolean } {
  const changes: string[] = [];
  let affects = false;
  if (before.type !== after.type) {
    changes.push(`Tipo: ${typeName(before.type)} → ${typeName(after.type)}`);
    affects = true;
  }
  if (before.label !== after.label) changes.push(`Etiqueta: «${before.label}» → «${after.label}»`);
  if (!before.required && after.required) {
    changes.push('Pasa a ser obligatorio');
    affects = true;
  }
  if (before.required && !after.required) changes.push('Deja de ser obligatorio');
  for (const [keyword, name] of CONSTRAINTS) {
    const [was, now] = [before.schema[keyword], after.schema[keyword]];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push(`${name}: ${shown(was)} → ${shown(now)}`);
    // A rule added or changed may refuse an answer already saved; one taken away cannot.
    if (now !== undefined) affects = true;
  }
  if (before.condition !== after.condition) {
    changes.push(
      !before.condition
        ? 'Pasa a mostrarse solo bajo una condición'
        : !after.condition
          ? 'Deja de depender de una condición'
          : 'Cambia la condición para mostrarse',
    );
    // A saved answer may no longer be shown (it is kept, out of sight, until the condition holds).
    if (after.condition) affects = true;
  }
  if (before.help !== after.help)
    changes.push(after.help ? (before.help ? 'Cambia el texto de ayuda' : 'Nuevo texto de ayuda') : 'Se quita el texto de ayuda');
  if (before.placeholder !== after.placeholder)
    changes.push(after.placeholder ? 'Cambia el texto de ejemplo' : 'Se quita el texto de ejemplo');
  const kept = [...before.options.keys()].filter((code) => after.options.has(code));
  if (kept.join('\u0000') !== [...after.options.keys()].filter((code) => before.options.has(code)).join('\u0000'))
    changes.push('Cambia el orden de las opciones');
  return { changes, affects };
}

// The rules a field's answers must meet, as a content editor calls them.
const CONSTRAINTS: [string, string][] = [
  ['minLength', 'Longitud mínima'],
  ['maxLength', 'Longitud máxima'],
  ['minimum', 'Mínimo'],
  ['maximum', 'Máximo'],
  ['exclusiveMinimum', 'Mayor que'],
  ['exclusiveMaximum', 'Menor que'],
  ['multipleOf', 'Múltiplo de'],
  ['pattern', 'Formato (patrón)'],
  ['format', 'Formato'],
  ['minItems', 'Mínimo de elementos'],
  ['maxItems', 'Máximo de elementos'],
  ['notBeforeToday', 'No antes de hoy'],
];
const shown = (value: unknown) =>
  value === undefined
    ? '—'
    : value === true
      ? 'sí'
      : value === false
        ? 'no'
        : typeof value === 'string'
          ? `«${value}»`
          : JSON.stringify(value);

function optionDiffs(
  path: string,
  fieldLabel: string,
  place: string,
  before: Map<string, string>,
  after: Map<string, string>,
  into: TemplateDiff['options'],
): void {
  for (const [value, label] of after) {
    if (!before.has(value)) into.added.push({ path, fieldLabel, place, value, label, affectsSavedData: false });
    else if (before.get(value) !== label)
      into.changed.push({ path, fieldLabel, place, value, label, previousLabel: before.get(value), affectsSavedData: false });
  }
  for (const [value, label] of before) {
    if (!after.has(value)) into.retired.push({ path, fieldLabel, place, value, label, affectsSavedData: true });
  }
}

/**
 * What changed from template `a` to template `b`: fields (by their path in the case data) and options
 * added, retired and changed, each marked when it affects saved data
 * (docs/decisions/0128-templates-published-from-the-back-office.md). Pure: the API's diff, the publish
 * check and the case upgrade use it.
 */
export function diffTemplates(a: DiffableTemplate, b: DiffableTemplate): TemplateDiff {
  const before = templateFields(a.schema, a.uiSchema);
  const after = templateFields(b.schema, b.uiSchema);
  const diff: TemplateDiff = {
    fields: { added: [], retired: [], changed: [] },
    options: { added: [], retired: [], changed: [] },
    affectsSavedData: false,
  };
  // A field moved to another section keeps its answers (upgradeCaseData carries them): a change, not a retirement.
  const moves = movedFields(before, after);
  const movedTo = new Map([...moves].map(([from, to]) => [to, from]));
  for (const [path, field] of after) {
    const from = movedTo.get(path);
    const old = before.get(from ?? path);
    const place = fieldPlace(after, path);
    if (from && old) {
      const { changes, affects } = fieldChanges(old, field);
      diff.fields.changed.push({
        path,
        label: field.label,
        place,
        changes: [
          `Pasa de la sección «${fieldPlace(before, from.split('.')[0])}» a «${fieldPlace(after, path.split('.')[0])}»; sus respuestas guardadas van con él`,
          ...changes,
        ],
        affectsSavedData: affects,
      });
      optionDiffs(path, field.label, place, old.options, field.options, diff.options);
      continue;
    }
    if (!old) {
      diff.fields.added.push({
        path,
        label: field.label,
        place,
        changes: field.required ? ['Campo nuevo obligatorio'] : [],
        affectsSavedData: field.required,
      });
      continue;
    }
    const { changes, affects } = fieldChanges(old, field);
    if (changes.length) diff.fields.changed.push({ path, label: field.label, place, changes, affectsSavedData: affects });
    optionDiffs(path, field.label, place, old.options, field.options, diff.options);
  }
  for (const [path, field] of before) {
    if (!after.has(path) && !moves.has(path))
      diff.fields.retired.push({ path, label: field.label, place: fieldPlace(before, path), changes: [], affectsSavedData: true });
  }
  diff.affectsSavedData = [...Object.values(diff.fields), ...Object.values(diff.options)].some((list) =>
    list.some((entry) => entry.affectsSavedData),
  );
  return diff;
}
