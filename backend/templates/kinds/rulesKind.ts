import { diffRules } from '../../../engine/interview/diffRules.ts';
import type { InterviewRulesFile } from '../../../engine/interview/types.ts';
import { checkDraft } from '../../../engine/templates/editing/checkDraft.ts';
import { publishedInterviewRules } from '../templateCatalog.ts';
import type { KindContext, KindHandler } from './kindHandler.ts';
import { rescoreInterviews } from './rescoreInterviews.ts';

/**
 * The interview's scoring rules (templates/interview/rules.json), keyed like the interview: checked
 * against rules.schema.json and the latest steps, and tried on the golden cases and finished interviews.
 */
export function rulesKind({ catalog, rulesSchema }: KindContext): KindHandler {
  const { rules } = catalog;
  // Named by the latest steps: their titles and option labels are the ones editors see today.
  const compare = (from: Record<string, unknown>, to: Record<string, unknown>) => {
    const { rules: resolved, regions } = catalog.interview();
    return { ruleChanges: diffRules(from as Partial<InterviewRulesFile>, to as Partial<InterviewRulesFile>, { ...resolved, regions }) };
  };
  return {
    keys: () => rules.keys(),
    label: () => `${catalog.interview().label}: reglas de puntuación`,
    versions: (key) => rules.versions(key).map((version) => ({ version, content: rules.find(key, version) as unknown as Record<string, unknown> })),
    problems: (_key, content) => checkDraft('rules', content, { steps: catalog.interview().steps, rulesShape: rulesSchema }),
    compare: (_key, from, to) => compare(from, to),
    async effect(em, key, content) {
      const latest = catalog.interview();
      const { ruleChanges } = compare(rules.find(key) as unknown as Record<string, unknown>, content);
      return { ruleChanges, rescored: await rescoreInterviews(em, latest.rules, publishedInterviewRules(content, latest)) };
    },
    stored: (_key, content, version) => ({ ...content, version }),
  };
}
