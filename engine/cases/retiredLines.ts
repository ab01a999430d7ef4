import { isNotApplicable, NOT_APPLICABLE_LABEL } from '../notApplicable/isNotApplicable.ts';
import { printableValue } from './printableValue.ts';
import { declaredFields, followRef } from '../templates/declaredFields.ts';
import type { JsonSchema } from '../templates/types.ts';
import { isObject } from '../json/isObject.ts';

/** One line of a retired value as people read it: a label and its text. */
export interface RetiredLine {
  label: string;
  text: string;
  /** A staff-only field (`"x-internal": true`): shown in the dialog, never printed in a document. */
  internal: boolean;
}

function titleOf(schema: JsonSchema | undefined, key: string): string {
  const title = schema?.title ?? schema?.['x-label'];
  return typeof title === 'string' && title.trim() ? title : key;
}

/**
 * How a value set apart by a case upgrade reads, line by line, with the schema of the version it was
 * written under (`schema` may be missing: then keys stand for labels and values print as written).
 * Options print by their label, yes/no as Sí/No, dates DD/MM/AAAA, as the PDF prints answers; an
 * object gives one line per answered field (`Cuenta · Banco`), a list of objects one group per entry
 * (`Cuentas 2 · Banco`). Blank answers give no line.
 */
export function retiredLines(
  root: JsonSchema,
  schema: JsonSchema | undefined,
  value: unknown,
  label: string,
  internal = false,
): RetiredLine[] {
  const own = schema ? followRef(root, schema) : undefined;
  const isInternal = internal || own?.['x-internal'] === true;
  if (isNotApplicable(value)) return [{ label, text: NOT_APPLICABLE_LABEL, internal: isInternal }];
  if (isObject(value)) {
    const fields = own ? declaredFields(root, own) : new Map<string, { schema: JsonSchema }>();
    return Object.entries(value).flatMap(([key, inner]) => {
      const field = fields.get(key)?.schema;
      return retiredLines(root, field, inner, `${label} · ${titleOf(field && followRef(root, field), key)}`, isInternal);
    });
  }
  if (Array.isArray(value) && value.some((item) => isObject(item) || Array.isArray(item))) {
    const items = own?.items ? followRef(root, own.items) : undefined;
    return value.flatMap((item, index) => retiredLines(root, items, item, `${label} ${index + 1}`, isInternal));
  }
  const text = printableValue(value, own);
  return text ? [{ label, text, internal: isInternal }] : [];
}
