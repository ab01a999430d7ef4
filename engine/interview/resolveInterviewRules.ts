import { choiceValues, stepFields } from './checkInterviewRules.ts';
import type { InterviewRules, InterviewRulesFile, InterviewStep, InterviewStepKey } from './types.ts';

/**
 * Checked rules plus the words the ledger prints, taken from the template the rules score: step titles,
 * field titles and option labels (so the rules file never repeats a label that could drift). The
 * fingerprint is left to the caller, which hashes `canonicalJson` of the result.
 */
export function resolveInterviewRules(file: InterviewRulesFile, steps: InterviewStep[]): Omit<InterviewRules, 'fingerprint'> {
  const stepTitles = {} as Record<InterviewStepKey, string>;
  const fieldTitles: Record<string, string> = {};
  const optionLabels: Record<string, Record<string, string>> = {};
  for (const step of steps) {
    stepTitles[step.key] = step.title;
    for (const [name, field] of stepFields(step)) {
      const place = `${step.key}.${name}`;
      fieldTitles[place] = typeof field.title === 'string' ? field.title : name;
      const values = choiceValues(field);
      if (!values) continue;
      const labels: Record<string, string> = {};
      if (field.type === 'boolean') Object.assign(labels, { true: 'Sí', false: 'No' });
      for (const option of Array.isArray(field.oneOf) ? field.oneOf : []) {
        if (option && typeof option.title === 'string') labels[String(option.const)] = option.title;
      }
      optionLabels[place] = labels;
    }
  }
  return { ...structuredClone(file), stepTitles, fieldTitles, optionLabels };
}
