import { CASE_VALIDATOR_OPTIONS, compileCaseValidator } from '../../../engine/cases/validation/caseValidator.ts';
import { inspectWith, type CaseFindings } from '../../../engine/cases/validation/inspectCase.ts';
import { checkTemplateSchema } from '../../../engine/templates/checkTemplateSchema.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import { createTemplateAjv } from '../../../engine/validation/createAjv.ts';
import { compiledDrafts, compileOrRefuse, previewRefused } from './compiledDrafts.ts';

/** Checks case data against a draft's schema as a case save checks it: the wrong answers and the required fields left blank. */
export type DraftPreview = (schema: JsonSchema, data: unknown) => CaseFindings;

/**
 * The check behind the editor's preview of a saved case: the draft's schema compiled with the ajv set-up
 * and the NA rule of every case check (compiledDrafts keeps the last `kept`).
 */
export function createDraftPreview(now: () => Date, kept = 4): DraftPreview {
  const validatorOf = compiledDrafts((schema) => {
    const problems = checkTemplateSchema(schema, {}, { labels: false });
    if (problems.length) throw previewRefused(problems.map((p) => ({ path: p.path || 'schema', message: p.message })));
    return compileOrRefuse(() => compileCaseValidator(createTemplateAjv({ now }, CASE_VALIDATOR_OPTIONS), schema));
  }, kept);
  return (schema, data) => inspectWith(validatorOf(schema), schema, data);
}
