import { asInterviewStep, interviewStepProblems } from '../../interview/checkInterviewStep.ts';
import { interviewAsForm, type InterviewStepsContent } from '../../interview/interviewForm.ts';
import { rulesFitSteps } from '../../interview/rulesFitSteps.ts';
import { INTERVIEW_REGIONS, INTERVIEW_STEP_KEYS, type InterviewRulesFile } from '../../interview/types.ts';
import { diffTemplates } from '../editing/diffTemplates.ts';
import type { JsonSchema } from '../types.ts';
import { dottedToPointer, duplicateProblems, guardedCheck, identityProblems, placed, schemaWarnings } from './draftProblems.ts';
import { isObject } from '../../json/isObject.ts';
import type { DraftContext, DraftProblem, KindRules } from './kind.ts';

const INTERVIEW_KEYS = ['kind', 'key', 'version', 'label', 'regions', 'steps', 'retired'];

/**
 * The interview: its name, its regions' names and seven steps, each checked as the loader checks a step
 * file; and the published scoring rules (`context.rules`) must still score interviews made with the steps
 * (rulesFitSteps: a field they score stays, as the kind of field they score).
 */
function checkInterviewDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const extra of Object.keys(content)) {
    if (!INTERVIEW_KEYS.includes(extra))
      problems.push({ pointer: dottedToPointer(extra), message: `Clave desconocida «${extra}» (se admiten ${INTERVIEW_KEYS.join(', ')})` });
  }
  if (typeof content.label !== 'string' || !content.label.trim())
    problems.push({ pointer: '/label', message: 'Falta el nombre en español de la entrevista' });
  const regions = content.regions;
  if (!isObject(regions) || INTERVIEW_REGIONS.some((r) => typeof regions[r] !== 'string' || !regions[r])) {
    problems.push({ pointer: '/regions', message: `Debe dar el nombre de cada región: ${INTERVIEW_REGIONS.join(', ')}` });
  }
  if (!Array.isArray(content.steps) || content.steps.length !== INTERVIEW_STEP_KEYS.length) {
    return [
      ...problems,
      { pointer: '/steps', message: `Debe tener los ${INTERVIEW_STEP_KEYS.length} pasos, en orden: ${INTERVIEW_STEP_KEYS.join(', ')}` },
    ];
  }
  const steps = content.steps as unknown[];
  steps.forEach((step, index) => {
    const title = isObject(step) && typeof step.title === 'string' ? step.title : `paso ${index + 1}`;
    for (const p of interviewStepProblems(step, index, context.schema)) {
      problems.push({ pointer: dottedToPointer(p.path, `/steps/${index}`), message: `${title}: ${p.message}` });
    }
    if (isObject(step) && isObject(step.schema))
      problems.push(...duplicateProblems(step.schema as JsonSchema, isObject(step.uiSchema) ? step.uiSchema : {}, `/steps/${index}`));
  });
  if (!problems.length && context.rules) {
    const asSteps = steps.map((step, index) => asInterviewStep(step as Record<string, unknown>, index));
    for (const p of rulesFitSteps(context.rules.content as InterviewRulesFile, context.rules.version, asSteps).problems) {
      problems.push({ pointer: dottedToPointer(p.path), message: p.message });
    }
  }
  return problems;
}

const checkDraft = guardedCheck(checkInterviewDraft);
const stepsAsForm = (content: Record<string, unknown>) => interviewAsForm(content as unknown as InterviewStepsContent);

/** The interview's seven steps (templates/interview/), edited as one form whose sections are the steps. */
export const interviewKind: KindRules = {
  kind: 'interview',
  checkDraft,
  problems: (key, content, context) => placed(content, [...identityProblems('interview', key, content), ...checkDraft(content, context)]),
  warnings(content) {
    if (!isObject(content)) return [];
    const steps = Array.isArray(content.steps) ? content.steps : [];
    return placed(
      content,
      schemaWarnings(steps.map((step, index) => [isObject(step) ? step.schema : undefined, `/steps/${index}/schema`])),
    );
  },
  formOf: (content) => (Array.isArray(content.steps) ? stepsAsForm(content) : null),
  compare: (from, to) => ({ diff: diffTemplates(stepsAsForm(from), stepsAsForm(to)) }),
  stored: (key, content, version) => ({ ...content, kind: 'interview', key, version }),
};
