import { isObjectSchema } from '../../templates/fieldUi.ts';
import type { JsonSchema } from '../../templates/types.ts';
import { isObject } from '../../json/isObject.ts';
import { isBlank } from '../isAnswered.ts';

type Data = Record<string, unknown>;

function dropBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropBlanks);
  if (!isObject(value)) return value;
  const out: Data = {};
  for (const [key, inner] of Object.entries(value)) {
    // Blank text and null are "no answer": a required field left blank is reported as missing.
    if (isBlank(inner)) continue;
    out[key] = dropBlanks(inner);
  }
  return out;
}

/**
 * The case data as validation sees it: every section of fields present (a new case is `{}`), blank
 * answers removed. A section holding one value (a text, a list, a number) stays absent until answered,
 * like any other field. Never changes `data`.
 */
export function normalizeCaseData(schema: JsonSchema, data: unknown): unknown {
  if (!isObject(data)) return data;
  const out = dropBlanks(data) as Data;
  for (const [section, sectionSchema] of Object.entries(schema.properties ?? {})) {
    if (out[section] === undefined && isObjectSchema(sectionSchema)) out[section] = {};
  }
  return out;
}
