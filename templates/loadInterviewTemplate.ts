import { createHash } from 'node:crypto';
import { canonicalJson } from '../engine/json/canonicalJson.ts';
import { checkInterviewRules } from '../engine/interview/checkInterviewRules.ts';
import { resolveInterviewRules } from '../engine/interview/resolveInterviewRules.ts';
import { asInterviewStep, interviewStepProblems } from '../engine/interview/checkInterviewStep.ts';
import {
  INTERVIEW_REGIONS,
  INTERVIEW_STEP_KEYS,
  type InterviewRegion,
  type InterviewRules,
  type InterviewRulesFile,
  type InterviewStep,
} from '../engine/interview/types.ts';
import { TemplateError } from '../engine/templates/templateError.ts';
import type { JsonSchema } from '../engine/templates/types.ts';
import { templatesDir } from './loadCaseTemplates.ts';
import { readTemplateJson } from './readTemplateJson.ts';
import { isObject } from '../engine/json/isObject.ts';

/** The interview template (templates/interview/template.json) with its steps and checked scoring rules. */
export interface InterviewTemplate {
  kind: 'interview';
  key: string;
  version: number;
  label: string;
  regions: Record<InterviewRegion, string>;
  steps: InterviewStep[];
  rules: InterviewRules;
}

function refuse(file: string, problems: { path: string; message: string }[]): never {
  throw new TemplateError(file, problems[0].path, problems[0].message, problems);
}

function loadStep(dir: string, relative: string, index: number): InterviewStep {
  const file = `interview/${relative}`;
  const content = readTemplateJson(dir, file);
  const problems = interviewStepProblems(content, index);
  if (problems.length) refuse(file, problems);
  return asInterviewStep(content as Record<string, unknown>, index);
}

/**
 * The interview template under `dir` (default: the shipped templates/), every step checked like a case
 * template (checkTemplateSchema) and the rules checked against rules.schema.json and the steps. A broken
 * file is refused with a TemplateError naming the file and the place, in Spanish.
 */
export function loadInterviewTemplate(dir: string = templatesDir): InterviewTemplate {
  const file = 'interview/template.json';
  const content = readTemplateJson(dir, file);
  if (!isObject(content) || content.kind !== 'interview') throw new TemplateError(file, 'kind', 'debe ser «interview»');
  if (typeof content.key !== 'string' || !content.key) throw new TemplateError(file, 'key', 'falta la clave de la plantilla');
  if (!Number.isInteger(content.version) || (content.version as number) < 1)
    throw new TemplateError(file, 'version', 'debe ser un entero desde 1');
  if (typeof content.label !== 'string' || !content.label) throw new TemplateError(file, 'label', 'falta el nombre en español');
  const regions = content.regions;
  if (!isObject(regions) || INTERVIEW_REGIONS.some((r) => typeof regions[r] !== 'string')) {
    throw new TemplateError(file, 'regions', `debe dar el nombre de cada región: ${INTERVIEW_REGIONS.join(', ')}`);
  }
  if (
    !Array.isArray(content.steps) ||
    content.steps.length !== INTERVIEW_STEP_KEYS.length ||
    content.steps.some((s) => typeof s !== 'string')
  ) {
    throw new TemplateError(file, 'steps', `debe listar los ${INTERVIEW_STEP_KEYS.length} archivos de pasos, en orden`);
  }
  if (typeof content.rules !== 'string') throw new TemplateError(file, 'rules', 'falta el archivo de reglas de puntuación');
  const steps = (content.steps as string[]).map((relative, index) => loadStep(dir, relative, index));
  const rules = loadInterviewRules(dir, `interview/${content.rules}`, steps);
  return {
    kind: 'interview',
    key: content.key,
    version: content.version as number,
    label: content.label,
    regions: regions as Record<InterviewRegion, string>,
    steps,
    rules,
  };
}

/** The scoring rules at `relative` (under `dir`), checked and resolved against `steps`, with their fingerprint. */
export function loadInterviewRules(dir: string, relative: string, steps: InterviewStep[]): InterviewRules {
  const content = readTemplateJson(dir, relative);
  const rulesSchema = readTemplateJson(templatesDir, 'interview/rules.schema.json') as JsonSchema;
  const problems = checkInterviewRules(content, rulesSchema, steps);
  if (problems.length) refuse(relative, problems);
  const resolved = resolveInterviewRules(content as InterviewRulesFile, steps);
  return { ...resolved, fingerprint: createHash('sha256').update(canonicalJson(resolved)).digest('hex') };
}
