import type { JsonSchema } from '../templates/types.ts';
import { isObject } from '../json/isObject.ts';

type Sections = Record<string, Record<string, unknown>>;

export const FLAT_FIELD_TEXTS = {
  unknown: (field: string) => `Campo no permitido: ${field}`,
  ambiguous: (field: string, sections: string[]) =>
    `El campo ${field} está en varias secciones de la plantilla (${sections.join(', ')}): envíelo dentro de data, en su sección`,
} as const;

export interface PlacedFields {
  /** The fields by section, as a case's `data` holds them. */
  sections: Sections;
  /** Each field the template has no single place for, named by its own name. */
  problems: { path: string; message: string }[];
}

/** Where each field of a case template lives: field name → the sections that hold one by that name. */
function sectionsByField(schema: JsonSchema): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [section, sectionSchema] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    for (const field of Object.keys((sectionSchema.properties ?? {}) as Record<string, unknown>)) {
      found.set(field, [...(found.get(field) ?? []), section]);
    }
  }
  return found;
}

/**
 * A case's answers sent flat (`{fullName, passportNumber, …}`, as the specification's call table sends
 * "all detail fields") placed in the sections of `schema`, a case template version's: each field in the
 * one section that declares it. A name no section declares, or more than one does, is a problem naming
 * it; nothing is guessed.
 */
export function placeFlatFields(schema: JsonSchema, fields: Record<string, unknown>): PlacedFields {
  const places = sectionsByField(schema);
  const sections: Sections = {};
  const problems: PlacedFields['problems'] = [];
  for (const [field, value] of Object.entries(fields)) {
    const holders = places.get(field) ?? [];
    if (holders.length === 1) (sections[holders[0]] ??= {})[field] = value;
    else
      problems.push({
        path: field,
        message: holders.length ? FLAT_FIELD_TEXTS.ambiguous(field, holders) : FLAT_FIELD_TEXTS.unknown(field),
      });
  }
  return { sections, problems };
}

/**
 * `placed` laid over `saved`, field by field: a field sent replaces the saved one, a field not sent keeps
 * its saved value (a flat save names the fields it changes; the sections it does not name stay whole).
 */
export function layFieldsOver(saved: Record<string, unknown>, placed: Sections): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...saved };
  for (const [section, fields] of Object.entries(placed)) {
    const before = saved[section];
    merged[section] = { ...(isObject(before) ? before : {}), ...fields };
  }
  return merged;
}
