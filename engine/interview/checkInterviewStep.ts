import { checkTemplateSchema, type SchemaCheckOptions, type TemplateProblem } from '../templates/checkTemplateSchema.ts';
import type { JsonSchema, UiSchema } from '../templates/types.ts';
import { INTERVIEW_REGIONS, INTERVIEW_STEP_KEYS, type InterviewStep } from './types.ts';
import { isObject } from '../json/isObject.ts';

const STEP_KEYS = ['number', 'key', 'title', 'schema', 'uiSchema'];

/**
 * Every reason `content` cannot be the interview's step at `index` (0-based), each with its dotted place in
 * the step (`title`, `schema.properties.motivo`, `uiSchema.motivo`) and a Spanish message; empty when it can.
 * The loader of templates/interview/ and a draft of the interview in the back-office check with this one
 * function: the step's number and key, a Spanish title, a schema checked like a case template's
 * (checkTemplateSchema), and the hidden `region` field offering every region. In the browser pass
 * `{ metaSchema: false }` (the meta-schema check compiles code).
 */
export function interviewStepProblems(content: unknown, index: number, options: SchemaCheckOptions = {}): TemplateProblem[] {
  if (!isObject(content)) return [{ path: '', message: 'el paso debe ser un objeto JSON' }];
  const problems: TemplateProblem[] = [];
  for (const extra of Object.keys(content)) {
    if (!STEP_KEYS.includes(extra))
      problems.push({ path: extra, message: `clave desconocida «${extra}» (se admiten ${STEP_KEYS.join(', ')})` });
  }
  const key = INTERVIEW_STEP_KEYS[index];
  if (content.number !== index + 1)
    problems.push({ path: 'number', message: `el paso en la posición ${index + 1} debe tener «number»: ${index + 1}` });
  if (content.key !== key) problems.push({ path: 'key', message: `el paso ${index + 1} debe tener «key»: «${key}»` });
  if (typeof content.title !== 'string' || !content.title.trim())
    problems.push({ path: 'title', message: 'falta el título en español del paso' });
  if (!isObject(content.schema)) return [...problems, { path: 'schema', message: 'falta el esquema (JSON Schema draft-07) del paso' }];
  if (content.uiSchema !== undefined && !isObject(content.uiSchema))
    problems.push({ path: 'uiSchema', message: 'debe ser un objeto (el uiSchema de RJSF)' });
  const uiSchema = isObject(content.uiSchema) ? content.uiSchema : {};
  const schemaProblems = checkTemplateSchema(content.schema as JsonSchema, uiSchema, options).map((p) => ({
    path: p.path.startsWith('uiSchema') ? p.path : `schema.${p.path}`.replace(/\.$/, ''),
    message: p.message,
  }));
  problems.push(...schemaProblems);
  problems.push(...regionProblems(content.schema as JsonSchema, uiSchema as UiSchema));
  return problems;
}

/**
 * The hidden `region` field the interview fills with its region, which the region-only fields' conditions
 * test: it must offer exactly the interview's regions (one more would be a region nothing scores or shows
 * fields for) and stay hidden (the consultant never picks it in a step).
 */
function regionProblems(schema: JsonSchema, uiSchema: UiSchema): TemplateProblem[] {
  const region = schema.properties?.region;
  const values = region && Array.isArray(region.oneOf) ? region.oneOf.map((o) => o.const) : [];
  const problems: TemplateProblem[] = [];
  if (INTERVIEW_REGIONS.some((r) => !values.includes(r)) || values.length !== INTERVIEW_REGIONS.length) {
    problems.push({
      path: 'schema.properties.region',
      message: `el paso debe declarar el campo interno «region» con las opciones ${INTERVIEW_REGIONS.join(', ')}, ni más ni menos`,
    });
  }
  const regionUi = uiSchema.region as UiSchema | undefined;
  if (region && regionUi?.['ui:widget'] !== 'hidden') {
    problems.push({
      path: 'uiSchema.region',
      message: 'el campo interno «region» debe quedar oculto («ui:widget»: «hidden»): la entrevista lo rellena con su región',
    });
  }
  return problems;
}

/** A step `interviewStepProblems` accepted, as the interview uses it. */
export function asInterviewStep(content: Record<string, unknown>, index: number): InterviewStep {
  return {
    number: index + 1,
    key: INTERVIEW_STEP_KEYS[index],
    title: content.title as string,
    schema: content.schema as JsonSchema,
    uiSchema: (isObject(content.uiSchema) ? content.uiSchema : {}) as UiSchema,
  };
}
