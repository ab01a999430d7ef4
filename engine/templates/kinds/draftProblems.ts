import { isObject } from '../../json/isObject.ts';
import { forEachSchema } from '../checkTemplateSchema.ts';
import { pointerPlace } from '../editing/pointerPlace.ts';
import { strictWarnings } from '../strictWarnings.ts';
import type { JsonSchema, UiSchema } from '../types.ts';
import type { DraftContext, DraftProblem, TemplateKind } from './kind.ts';

// What the kinds' checks share: pointers, repeated codes, a draft's identity, its problems' places.

export const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** `properties.identity.properties.fullName` (a dotted place the engine's checks give) → `/properties/identity/properties/fullName`. */
export function dottedToPointer(dotted: string, base = ''): string {
  const parts = dotted.split('.').filter(Boolean);
  return base + parts.map((part) => `/${escapePointer(part)}`).join('');
}

/** Option codes offered twice by one field, and names listed twice in a `ui:order`; `at` is where the schema and uiSchema sit in the draft. */
export function duplicateProblems(schema: JsonSchema, uiSchema: UiSchema, at = ''): DraftProblem[] {
  const problems: DraftProblem[] = [];
  forEachSchema(schema, (inner, path) => {
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const codes = (inner[keyword] ?? [])
        .filter(isObject)
        .map((option) => option.const)
        .filter((code) => code !== undefined);
      const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
      for (const code of new Set(repeated)) {
        problems.push({
          pointer: dottedToPointer(`${path}.${keyword}`, `${at}/schema`),
          message: `La opción «${String(code)}» aparece más de una vez en ${path || 'la raíz'}: cada opción necesita un código único`,
        });
      }
    }
    if (Array.isArray(inner.enum)) {
      const repeated = inner.enum.filter((code, index) => inner.enum!.indexOf(code) !== index);
      for (const code of new Set(repeated))
        problems.push({
          pointer: dottedToPointer(`${path}.enum`, `${at}/schema`),
          message: `El valor «${String(code)}» aparece más de una vez en «enum» de ${path || 'la raíz'}`,
        });
    }
  });
  const walkUi = (ui: unknown, pointer: string) => {
    if (!isObject(ui)) return;
    const order = ui['ui:order'];
    if (Array.isArray(order)) {
      const repeated = order.filter((name, index) => order.indexOf(name) !== index);
      for (const name of new Set(repeated))
        problems.push({ pointer: `${pointer}/ui:order`, message: `«ui:order» nombra «${String(name)}» más de una vez` });
    }
    for (const [key, inner] of Object.entries(ui)) if (!key.startsWith('ui:')) walkUi(inner, `${pointer}/${escapePointer(key)}`);
  };
  walkUi(uiSchema, `${at}/uiSchema`);
  return problems;
}

export function dedupe(problems: DraftProblem[]): DraftProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => (seen.has(`${p.pointer}\n${p.message}`) ? false : (seen.add(`${p.pointer}\n${p.message}`), true)));
}

/**
 * A kind's check as every kind runs it: a draft that is not a JSON object, or one too malformed for the
 * checks to walk, is still only a refused draft, never a server error.
 */
export function guardedCheck(check: (content: Record<string, unknown>, context: DraftContext) => DraftProblem[]) {
  return (content: unknown, context: DraftContext = {}): DraftProblem[] => {
    if (!isObject(content)) return [{ pointer: '', message: 'El borrador debe ser un objeto JSON' }];
    try {
      return dedupe(check(content, context));
    } catch (error) {
      return [
        { pointer: '', message: `El borrador no tiene la forma de una plantilla y no se puede revisar: ${(error as Error).message}` },
      ];
    }
  };
}

/** Problems with the draft's identity: it keeps its kind and key. */
export function identityProblems(kind: TemplateKind, key: string, content: Record<string, unknown>): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (content.kind !== kind) problems.push({ pointer: '/kind', message: `El tipo de la plantilla debe ser «${kind}»` });
  if (content.key !== key) problems.push({ pointer: '/key', message: `La clave de la plantilla debe ser «${key}»` });
  return problems;
}

/** A form's problems, each also `place`d by the labels its pointer goes through ('Datos personales › Sexo › opciones'). */
export function placed(content: Record<string, unknown>, problems: DraftProblem[]): DraftProblem[] {
  return problems.map((problem) => {
    const place = pointerPlace(content, problem.pointer);
    return place ? { ...problem, place } : problem;
  });
}

/**
 * What the schemas at `at` (JSON pointers into the draft) hold that ajv's strict mode would refuse although
 * it is valid draft-07 (strictWarnings), each at its pointer with a Spanish message: shown to the editor,
 * never refusing a publish (docs/decisions/0211-templates-compile-without-strict-mode-what-strict-mode.md).
 */
export function schemaWarnings(schemas: [unknown, string][]): DraftProblem[] {
  return schemas.flatMap(([schema, at]) =>
    isObject(schema) ? strictWarnings(schema as JsonSchema).map((w) => ({ pointer: dottedToPointer(w.path, at), message: w.message })) : [],
  );
}
