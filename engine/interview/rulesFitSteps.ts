import type { TemplateProblem } from '../templates/checkTemplateSchema.ts';
import type { JsonSchema } from '../templates/types.ts';
import { choiceValues, stepFields } from './checkInterviewRules.ts';
import type { Condition, InterviewRulesFile, InterviewStep } from './types.ts';

/** An option the steps offer that a choice rule gives no points to: it scores 0 until the rules are changed. */
export interface UnscoredOption {
  /** `step.field`, as the rules name it. */
  field: string;
  fieldLabel: string;
  /** The field by its step's and its own labels: 'Presentación › ¿Con quién viaja?'. */
  place: string;
  value: string;
  label: string;
}

const KIND_NAMES = { choice: 'de opciones', amount: 'un monto (número)', validity: 'una fecha' } as const;

function fits(kind: keyof typeof KIND_NAMES, field: JsonSchema): boolean {
  if (kind === 'choice') return choiceValues(field) !== null;
  if (kind === 'amount') return field.type === 'number' || field.type === 'integer';
  return field.format === 'date';
}

/**
 * Whether published scoring rules can still score interviews made with `steps` (a draft of the
 * interview): every field a rule scores or a condition reads must stay, as the kind of field the rule
 * expects. What it need not refuse: an option the rules give points to that the steps no longer offer
 * (unused), and a new option without points, which scores 0 ('respuesta no reconocida') until the rules
 * give it points; the new options are returned so the editor is told. Places are step paths
 * (`steps.<index>.schema.properties.<field>`), messages in Spanish.
 */
export function rulesFitSteps(
  rules: InterviewRulesFile,
  version: number,
  steps: InterviewStep[],
): { problems: TemplateProblem[]; unscored: UnscoredOption[] } {
  const problems: TemplateProblem[] = [];
  const unscored: UnscoredOption[] = [];
  const index = new Map(steps.map((step, i) => [step.key, i]));
  const fieldsOf = new Map(steps.map((step) => [step.key, stepFields(step)]));
  const placeOf = (stepKey: string, field: string) =>
    `steps.${index.get(stepKey as InterviewStep['key']) ?? ''}.schema.properties.${field}`;
  const prefix = `Las reglas de puntuación publicadas (versión ${version})`;
  const stepTitles = new Map(steps.map((step) => [step.key as string, step.title]));
  // A field by its step's and its own labels; one the steps no longer have, by its key.
  const nameOf = (stepKey: string, field: string) => {
    const title = fieldsOf.get(stepKey as InterviewStep['key'])?.get(field)?.title;
    return `${stepTitles.get(stepKey) ?? stepKey} › ${typeof title === 'string' ? title : field}`;
  };

  const readCondition = (when: Condition | undefined) => {
    for (const place of Object.keys(when?.answers ?? {})) {
      const [stepKey, field] = place.split('.');
      if (!fieldsOf.get(stepKey as InterviewStep['key'])?.has(field)) {
        problems.push({
          path: placeOf(stepKey, field),
          message: `${prefix} usan «${nameOf(stepKey, field)}» en una condición: el campo no se puede retirar ni cambiar de clave hasta que las reglas dejen de usarlo`,
        });
      }
    }
  };

  for (const [stepKey, step] of Object.entries(rules.steps)) {
    const fields = fieldsOf.get(stepKey as InterviewStep['key']);
    for (const rule of step.rules) {
      readCondition(rule.when);
      const field = fields?.get(rule.field);
      const place = `${stepKey}.${rule.field}`;
      if (!field) {
        problems.push({
          path: placeOf(stepKey, rule.field),
          message: `${prefix} puntúan «${nameOf(stepKey, rule.field)}»: el campo no se puede retirar ni cambiar de clave hasta que las reglas dejen de puntuarlo`,
        });
        continue;
      }
      if (!fits(rule.kind, field)) {
        problems.push({
          path: placeOf(stepKey, rule.field),
          message: `${prefix} puntúan «${nameOf(stepKey, rule.field)}» como ${KIND_NAMES[rule.kind]}: debe seguir siéndolo hasta que cambien las reglas`,
        });
        continue;
      }
      if (rule.kind !== 'choice') continue;
      const labels = new Map((Array.isArray(field.oneOf) ? field.oneOf : []).map((o) => [String(o.const), String(o.title ?? o.const)]));
      for (const value of choiceValues(field)!) {
        if (!(value in rule.points))
          unscored.push({
            field: place,
            fieldLabel: String(field.title ?? rule.field),
            place: nameOf(stepKey, rule.field),
            value,
            label: labels.get(value) ?? value,
          });
      }
    }
  }
  for (const list of [rules.recommendedVisa, rules.eligibility]) for (const entry of list) readCondition(entry.when);
  return { problems, unscored };
}
