import { Ajv, type ErrorObject } from 'ajv';
import localizeEs from 'ajv-i18n/localize/es/index.js';
import { templateErrorMessage } from '../templates/ajvSpanish.ts';
import type { TemplateProblem } from '../templates/checkTemplateSchema.ts';
import { declaredFields } from '../templates/declaredFields.ts';
import type { JsonSchema } from '../templates/types.ts';
import {
  INTERVIEW_REGIONS,
  INTERVIEW_STEP_KEYS,
  isInterviewStepKey,
  type Band,
  type Condition,
  type InterviewRulesFile,
  type InterviewStep,
} from './types.ts';

const RULE_KINDS = ['choice', 'amount', 'validity'];

/**
 * What checks the shape of a rules file: rules.schema.json itself (compiled here with ajv), or its
 * validator compiled ahead of time with the same options (RULES_SHAPE_OPTIONS), which the browser runs
 * without compiling code (schemas/generated/validators/interview/rules.js).
 */
export type RulesShape = JsonSchema | (((data: unknown) => boolean) & { errors?: ErrorObject[] | null });

/** ajv options of the shape check; the discriminator reports the errors of the rule kind written, not of all three kinds. */
export const RULES_SHAPE_OPTIONS = { allErrors: true, discriminator: true, strict: false } as const;

const validators = new WeakMap<object, Exclude<RulesShape, JsonSchema>>();

function structureProblems(content: unknown, rulesShape: RulesShape): TemplateProblem[] {
  let validate = typeof rulesShape === 'function' ? rulesShape : validators.get(rulesShape);
  if (!validate) {
    validate = new Ajv({ ...RULES_SHAPE_OPTIONS, logger: false }).compile(rulesShape as JsonSchema);
    validators.set(rulesShape, validate);
  }
  if (validate(content)) return [];
  const errors = structuredClone(validate.errors ?? []);
  localizeEs(errors);
  return errors.map((error) => {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    if (error.keyword === 'discriminator') {
      // ajv-i18n has no Spanish for the discriminator: the one place a rule's «kind» is chosen.
      const { tag, tagValue } = error.params as { tag: string; tagValue: unknown };
      return {
        path,
        message: `En ${path}: «${tag}» ${JSON.stringify(tagValue)} no existe; use ${RULE_KINDS.map((k) => `«${k}»`).join(', ')}`,
      };
    }
    const extra =
      error.keyword === 'additionalProperties'
        ? ` («${String((error.params as { additionalProperty?: string }).additionalProperty)}»)`
        : '';
    return { path, message: `${path ? `En ${path}` : 'En la raíz'}: ${templateErrorMessage(error)}${extra}` };
  });
}

/** The values a field stores that a choice rule can give points to, or null for a field that is not a choice. */
export function choiceValues(field: JsonSchema): string[] | null {
  if (field.type === 'boolean') return ['true', 'false'];
  if (Array.isArray(field.oneOf) && field.oneOf.every((option) => option && typeof option === 'object' && 'const' in option)) {
    return field.oneOf.map((option) => String(option.const));
  }
  if (Array.isArray(field.enum)) return field.enum.map(String);
  return null;
}

/** The fields of a step (its own and those its branches add), without the region marker. */
export function stepFields(step: InterviewStep): Map<string, JsonSchema> {
  const fields = new Map<string, JsonSchema>();
  for (const [name, { schema }] of declaredFields(step.schema, step.schema)) if (name !== 'region') fields.set(name, schema);
  return fields;
}

function bandProblems(bands: Band[], at: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (bands[0] && bands[0].min !== 0)
    problems.push({ path: `${at}.0.min`, message: `En ${at}.0.min: la primera banda debe empezar en 0 (empieza en ${bands[0].min})` });
  bands.forEach((band, index) => {
    if (index > 0 && band.min <= bands[index - 1].min) {
      problems.push({
        path: `${at}.${index}.min`,
        message: `En ${at}.${index}.min: los límites deben crecer de una banda a la siguiente (${band.min} no es mayor que ${bands[index - 1].min})`,
      });
    }
  });
  return problems;
}

/** ' («Con amigos»)': the label the consultant sees for `option`, when the field gives one. */
function optionLabel(field: JsonSchema, option: string): string {
  const found = Array.isArray(field.oneOf) ? field.oneOf.find((o) => String(o?.const) === option) : undefined;
  return typeof found?.title === 'string' ? ` («${found.title}»)` : '';
}

/**
 * Every reason a rules file (templates/interview/rules.json) cannot score the interview `steps`, each
 * with its place in the file and a Spanish message: the shape (`rulesShape`: rules.schema.json or its precompiled validator), then
 * what the shape cannot say: steps and fields that must exist in the template, every option of a choice
 * with its points and no points for options the field lacks, bands rising from 0, ratings from best to
 * worst ending at 0, conditions naming real answers and ratings, a last visa and eligibility rule that
 * always applies. Empty when the file is fine.
 */
export function checkInterviewRules(content: unknown, rulesShape: RulesShape, steps: InterviewStep[]): TemplateProblem[] {
  const structure = structureProblems(content, rulesShape);
  if (structure.length) return structure;
  const rules = content as InterviewRulesFile;
  const problems: TemplateProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message: `En ${path}: ${message}` });
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const fieldsOf = new Map(steps.map((step) => [step.key, stepFields(step)]));
  const ratingNames = rules.ratings.map((r) => r.name);

  const checkCondition = (when: Condition, at: string, allowRating: boolean) => {
    if (when.rating) {
      if (!allowRating) add(`${at}.rating`, 'una regla de puntos no puede depender de la calificación, que se calcula con ellos');
      else
        for (const name of when.rating)
          if (!ratingNames.includes(name)) add(`${at}.rating`, `la calificación «${name}» no está en «ratings»`);
    }
    for (const [place, values] of Object.entries(when.answers ?? {})) {
      const [stepKey, field] = place.split('.');
      const schema = isInterviewStepKey(stepKey) ? fieldsOf.get(stepKey)?.get(field) : undefined;
      if (!schema) {
        add(`${at}.answers.${place}`, `«${place}» no es un campo de la entrevista`);
        continue;
      }
      const options = choiceValues(schema);
      if (!options) add(`${at}.answers.${place}`, `el campo «${place}» no es de opciones`);
      else
        for (const value of values)
          if (!options.includes(value)) add(`${at}.answers.${place}`, `el campo «${place}» no tiene la opción «${value}»`);
    }
  };

  for (const key of INTERVIEW_STEP_KEYS) if (!(key in rules.steps)) add('steps', `falta el paso «${key}»`);
  for (const [key, step] of Object.entries(rules.steps)) {
    if (!isInterviewStepKey(key) || !byKey.has(key)) {
      add(`steps.${key}`, `el paso «${key}» no existe en la entrevista (pasos: ${INTERVIEW_STEP_KEYS.join(', ')})`);
      continue;
    }
    const fields = fieldsOf.get(key)!;
    const seen = new Set<string>();
    step.rules.forEach((rule, index) => {
      const at = `steps.${key}.rules.${index}`;
      if (seen.has(rule.field)) add(`${at}.field`, `el campo «${rule.field}» ya tiene una regla en este paso`);
      seen.add(rule.field);
      const field = fields.get(rule.field);
      if (!field) {
        add(`${at}.field`, `el campo «${rule.field}» no existe en el paso «${key}» (campos: ${[...fields.keys()].join(', ')})`);
        return;
      }
      if (rule.when) checkCondition(rule.when, `${at}.when`, false);
      if (rule.kind === 'choice') {
        const options = choiceValues(field);
        if (!options) {
          add(`${at}.kind`, `el campo «${rule.field}» no es de opciones: use «amount» o «validity»`);
          return;
        }
        for (const option of options) {
          if (!(option in rule.points))
            add(
              `${at}.points`,
              `la opción «${option}» del campo «${rule.field}» no tiene puntos${optionLabel(field, option)}: añada "${option}": <puntos> en «points» (0 si no suma)`,
            );
        }
        for (const option of Object.keys(rule.points))
          if (!options.includes(option)) add(`${at}.points.${option}`, `el campo «${rule.field}» no tiene la opción «${option}»`);
      } else if (rule.kind === 'amount') {
        if (field.type !== 'number' && field.type !== 'integer') add(`${at}.kind`, `el campo «${rule.field}» no es un monto (número)`);
        if (!(rule.bands in rules.bands))
          add(`${at}.bands`, `no hay bandas «${rule.bands}» en «bands» (hay: ${Object.keys(rules.bands).join(', ')})`);
      } else {
        if (field.format !== 'date') add(`${at}.kind`, `el campo «${rule.field}» no es una fecha`);
        problems.push(...bandProblems(rule.bands, `${at}.bands`));
      }
    });
  }

  for (const [name, perRegion] of Object.entries(rules.bands)) {
    for (const region of INTERVIEW_REGIONS) problems.push(...bandProblems(perRegion[region], `bands.${name}.${region}`));
  }

  rules.ratings.forEach((rating, index) => {
    if (ratingNames.indexOf(rating.name) !== index) add(`ratings.${index}.name`, `la calificación «${rating.name}» está repetida`);
    if (index > 0 && rating.minPercent >= rules.ratings[index - 1].minPercent) {
      add(
        `ratings.${index}.minPercent`,
        `las calificaciones van de la mejor a la peor: ${rating.minPercent} debe ser menor que ${rules.ratings[index - 1].minPercent}`,
      );
    }
  });
  const last = rules.ratings.length - 1;
  if (rules.ratings[last].minPercent !== 0)
    add(`ratings.${last}.minPercent`, 'la última calificación debe empezar en 0, para que toda puntuación tenga una');

  for (const list of ['recommendedVisa', 'eligibility'] as const) {
    rules[list].forEach((entry, index) => checkCondition(entry.when, `${list}.${index}.when`, true));
    const end = rules[list].length - 1;
    if (Object.keys(rules[list][end].when).length)
      add(`${list}.${end}.when`, 'la última regla debe aplicarse siempre («when»: {}), para que toda entrevista tenga una respuesta');
  }

  const scored = Object.entries(rules.steps).some(([, step]) => step.weight > 0 && step.rules.some((rule) => !rule.when));
  if (!scored) add('steps', 'ninguna regla da puntos en todas las entrevistas: la puntuación máxima sería 0');
  return problems;
}
