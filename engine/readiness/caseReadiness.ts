import { listSections } from '../sections/listSections.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';

/** A required field still unanswered: where it is and how a person reads it. */
export interface MissingField {
  /** Dotted path in the case (`identity.birthDate`, `family.children.0.name`). */
  path: string;
  /** Its label, with the list row when inside one (`Hijos · n.º 1 · Nombre`). */
  label: string;
}

export interface SectionReadiness {
  key: string;
  title: string;
  missing: MissingField[];
}

export interface CaseReadiness {
  /** Every required field that applies is answered (NA counts as an answer). */
  ready: boolean;
  /** Every section, in the form's order, with what it still lacks. */
  sections: SectionReadiness[];
}

// The schemas that may declare a property of an object: its own `properties`, and those a condition
// or a combination adds (`then`, `else`, `allOf`, `anyOf`, `oneOf`, schema `dependencies`).
function declaredProperty(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const own = schema.properties?.[key];
  if (own) return own;
  const record = schema as Record<string, unknown>;
  const nested: unknown[] = [
    record.then,
    record.else,
    ...[record.allOf, record.anyOf, record.oneOf].flatMap((list) => (Array.isArray(list) ? list : [])),
  ];
  if (record.dependencies && typeof record.dependencies === 'object')
    nested.push(...Object.values(record.dependencies).filter((d) => !Array.isArray(d)));
  for (const inner of nested) {
    const found = declaredProperty(inner as JsonSchema, key);
    if (found) return found;
  }
  return undefined;
}

function labelOf(section: JsonSchema, segments: string[]): string {
  const parts: string[] = [];
  let schema: JsonSchema | undefined = section;
  for (const segment of segments) {
    if (/^\d+$/.test(segment) && schema?.type === 'array') {
      parts.push(`n.º ${Number(segment) + 1}`);
      schema = Array.isArray(schema.items) ? undefined : schema.items;
      continue;
    }
    schema = declaredProperty(schema, segment);
    const title = schema?.title;
    parts.push(typeof title === 'string' && title.trim() ? title : segment);
  }
  return parts.join(' · ');
}

/** How a person reads the field at a dotted case path (`family.children.0.name` → `Hijos · n.º 1 · Nombre`). */
export function caseFieldLabel(template: Pick<CaseTemplate, 'schema'>, path: string): string {
  const [section, ...rest] = path.split('.');
  const schema = template.schema.properties?.[section];
  if (!schema) return path;
  return rest.length ? labelOf(schema, rest) : (schema.title ?? section);
}

/**
 * The readiness of a case to be filed: the required fields still missing, by section. `missing` is what
 * the case's validator reported as missing (CaseFindings.missing, from inspectCase on the server or the
 * precompiled check in the browser), so conditional requirements (`if`/`then`, `dependencies`) count
 * exactly when their condition holds, and NA answers a field. Pure.
 */
export function caseReadiness(template: Pick<CaseTemplate, 'schema' | 'uiSchema'>, missing: readonly string[]): CaseReadiness {
  const sections = listSections(template as CaseTemplate).map(({ key, title }) => {
    const section = template.schema.properties![key];
    // A section holding one value is missing as a whole (`notes`), a field of a section by its path.
    const fields = missing
      .filter((path) => path === key || path.startsWith(`${key}.`))
      .map((path) => ({ path, label: path === key ? (section.title ?? key) : labelOf(section, path.slice(key.length + 1).split('.')) }));
    return { key, title, missing: fields };
  });
  return { ready: sections.every((section) => section.missing.length === 0), sections };
}
