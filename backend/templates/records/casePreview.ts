import { CASE_VALIDATOR_OPTIONS, compileCaseValidator, type CaseValidator } from '../../engine/na/caseValidator.ts';
import { inspectWith, type CaseFindings } from '../../engine/na/inspectCase.ts';
import { checkTemplateSchema } from '../../engine/templates/checkTemplateSchema.ts';
import type { JsonSchema } from '../../engine/templates/types.ts';
import { createAjv } from '../../engine/validation/createAjv.ts';
import { AppError } from '../http/AppError.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

/** Checks case data against a draft's schema as a case save checks it: the wrong answers and the required fields left blank. */
export type DraftPreview = (schema: JsonSchema, data: unknown) => CaseFindings;

/**
 * The check behind the editor's preview of a saved case. The page may not compile a validator (its
 * Content-Security-Policy has no 'unsafe-eval'), so the server compiles the draft's schema, with the
 * ajv set-up and the NA rule of every case check, and keeps the last `kept` of them: typing in the
 * preview re-checks with the same schema, and each schema edit compiles once (about 0.1 s). Each
 * draft gets its own ajv instance, so an evicted schema leaves nothing behind in a shared one (the
 * registry's caseValidator keeps every template it compiles, which suits published versions only).
 */
export function createDraftPreview(now: () => Date, kept = 4): DraftPreview {
  const recent = new Map<string, CaseValidator>();

  const compile = (schema: JsonSchema): CaseValidator => {
    const problems = checkTemplateSchema(schema, {}, { labels: false });
    if (problems.length) throw new AppError('invalid', TEMPLATE_TEXTS.previewRefused, problems.map((p) => ({ path: p.path || 'schema', message: p.message })));
    try {
      return compileCaseValidator(createAjv({ now }, CASE_VALIDATOR_OPTIONS), schema);
    } catch (error) {
      throw new AppError('invalid', TEMPLATE_TEXTS.previewRefused, [{ path: 'schema', message: TEMPLATE_TEXTS.schemaNotCompiled((error as Error).message) }]);
    }
  };

  const validatorOf = (schema: JsonSchema): CaseValidator => {
    const text = JSON.stringify(schema);
    let validate = recent.get(text);
    // A Map keeps insertion order: the first key is the one used least recently.
    if (validate) recent.delete(text);
    else validate = compile(schema);
    recent.set(text, validate);
    if (recent.size > kept) recent.delete(recent.keys().next().value!);
    return validate;
  };

  return (schema, data) => inspectWith(validatorOf(schema), schema, data);
}
