import { interviewAsForm, type InterviewStepsContent } from '../../../engine/interview/interviewForm.ts';
import { rulesFitSteps } from '../../../engine/interview/rulesFitSteps.ts';
import { checkRecords } from '../../../engine/templates/editing/checkRecords.ts';
import { diffTemplates } from '../../../engine/templates/editing/diffTemplates.ts';
import { interviewKind as rules } from '../../../engine/templates/kinds/interviewKind.ts';
import { savedInterviews, type SavedInterview } from '../../interviews/savedInterviews.ts';
import { answerErrors, compileSteps } from '../../interviews/stepValidators.ts';
import type { KindContext, KindHandler } from './kindHandler.ts';

type Data = Record<string, unknown>;

/**
 * The interview's seven steps: checked against the published scoring rules (a field they score must
 * stay, as the kind of field they score), and against the answers of every saved interview.
 */
export function interviewKind({ catalog }: KindContext): KindHandler {
  const { interviews, rules: scoring } = catalog;
  return {
    rules,
    keys: () => interviews.keys(),
    label: (key) => interviews.find(key)!.label,
    versions: (key) => interviews.versions(key).map((version) => ({ version, content: interviews.find(key, version) as unknown as Data })),
    context: (key) => ({ rules: { version: scoring.versions(key).at(-1)!, content: scoring.find(key) } }),
    async effect(em, key, content) {
      const draft = content as unknown as InterviewStepsContent;
      const draftForm = interviewAsForm(draft);
      const latestForm = interviewAsForm(interviews.find(key)!);
      const stored = await savedInterviews(em);
      const regionOf = new Map(stored.map((interview) => [interview.id, interview.region]));
      const saved = stored.map(({ id, clientName, templateVersion, data }) => ({ id, name: clientName, templateVersion, data }));
      const errorsOf = compileSteps(draft.steps);
      // Each error is placed by its step's and field's labels ('Presentación › Motivo del viaje').
      const records = checkRecords(saved, draftForm, latestForm, (record) =>
        answerErrors(errorsOf, regionOf.get(record.id)!, record.data as SavedInterview['data']),
      );
      // New options the published rules give no points to: they score 0 until the rules are changed.
      const unscored = rulesFitSteps(scoring.find(key)!, scoring.versions(key).at(-1)!, draft.steps).unscored;
      return { diff: diffTemplates(latestForm, draftForm), records, unscored };
    },
  };
}
