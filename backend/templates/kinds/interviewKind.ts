import { interviewAsForm, type InterviewStepsContent } from '../../../engine/interview/interviewForm.ts';
import { rulesFitSteps } from '../../../engine/interview/rulesFitSteps.ts';
import { INTERVIEW_STEP_KEYS, isInterviewRegion } from '../../../engine/interview/types.ts';
import { checkDraft } from '../../../engine/templates/editing/checkDraft.ts';
import { diffTemplates } from '../../../engine/templates/editing/diffTemplates.ts';
import { compileSteps } from '../../interviews/stepValidators.ts';
import { queryRows } from '../../db/sql.ts';
import { checkRecords } from '../checkRecords.ts';
import { identityProblems, type KindContext, type KindHandler } from './kindHandler.ts';

type Data = Record<string, unknown>;

/**
 * The interview's seven steps: checked as the loader checks the step files, against the published scoring
 * rules (a field they score must stay, as the kind of field they score), and against the answers of every
 * saved interview.
 */
export function interviewKind({ catalog }: KindContext): KindHandler {
  const { interviews, rules } = catalog;
  return {
    keys: () => interviews.keys(),
    label: (key) => interviews.find(key)!.label,
    versions: (key) => interviews.versions(key).map((version) => ({ version, content: interviews.find(key, version) as unknown as Data })),
    problems(key, content) {
      const latestRules = { version: rules.versions(key).at(-1)!, content: rules.find(key) };
      return [...identityProblems('interview', key, content), ...checkDraft('interview', content, { rules: latestRules })];
    },
    async effect(em, key, content) {
      const draft = content as unknown as InterviewStepsContent;
      const draftForm = interviewAsForm(draft);
      const latestForm = interviewAsForm(interviews.find(key)!);
      const columns = INTERVIEW_STEP_KEYS.map((_, i) => `step${i + 1}data`);
      const rows = await queryRows<Data & { id: string; client_name: string; template_version: number; country: string }>(
        em,
        `select id, client_name, template_version, country, ${columns.join(', ')} from interviews order by updated_at desc, id`,
      );
      const regionOf = new Map(rows.map((row) => [row.id, isInterviewRegion(row.country) ? row.country : 'usa']));
      const saved = rows.map((row) => ({
        id: row.id,
        name: row.client_name,
        templateVersion: row.template_version,
        data: Object.fromEntries(INTERVIEW_STEP_KEYS.flatMap((step, i) => (row[columns[i]] ? [[step, row[columns[i]]]] : []))) as Data,
      }));
      const errorsOf = compileSteps(draft.steps);
      const titleOf = new Map(draft.steps.map((step) => [step.key, step.title]));
      const records = checkRecords(saved, draftForm.schema, latestForm.schema, (record) =>
        INTERVIEW_STEP_KEYS.flatMap((step) => {
          const answers = record.data[step] as Data | undefined;
          if (!answers) return [];
          return errorsOf(step, regionOf.get(record.id)!, answers).map((e) => ({ path: e.path ? `${step}.${e.path}` : step, message: `${titleOf.get(step)}: ${e.message}` }));
        }),
      );
      // New options the published rules give no points to: they score 0 until the rules are changed.
      const unscored = rulesFitSteps(rules.find(key)!, rules.versions(key).at(-1)!, draft.steps).unscored;
      return { diff: diffTemplates(latestForm, draftForm), records, unscored };
    },
    stored: (key, content, version) => ({ ...content, kind: 'interview', key, version }),
  };
}
