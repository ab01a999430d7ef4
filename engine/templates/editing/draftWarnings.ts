import { strictWarnings } from '../strictWarnings.ts';
import type { JsonSchema } from '../types.ts';
import { dottedToPointer, type DraftProblem, type TemplateKind } from './checkDraft.ts';
import { isObject } from '../../json/isObject.ts';

/**
 * What a draft holds that ajv's strict mode would refuse although it is valid draft-07 (strictWarnings),
 * each at its JSON pointer in the draft with a Spanish message: shown to the editor, never refusing a
 * publish (docs/decisions.md, "Templates compile without strict mode"). A form's schema (a case form,
 * the task form), each of the interview's step schemas; the scoring rules are the product's own data.
 */
export function draftWarnings(kind: TemplateKind, content: unknown): DraftProblem[] {
  if (!isObject(content) || kind === 'rules') return [];
  const schemas: [unknown, string][] = kind === 'interview'
    ? (Array.isArray(content.steps) ? content.steps : []).map((step, index) => [isObject(step) ? step.schema : undefined, `/steps/${index}/schema`])
    : [[content.schema, '/schema']];
  return schemas.flatMap(([schema, at]) => (isObject(schema) ? strictWarnings(schema as JsonSchema).map((w) => ({ pointer: dottedToPointer(w.path, at), message: w.message })) : []));
}
