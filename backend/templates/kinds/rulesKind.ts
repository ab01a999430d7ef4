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
  return {
    keys: () => rules.keys(),
    label: () => `${catalog.interview().label}: reglas de puntuación`,
    versions: (key) => rules.versions(key).map((version) => ({ version, content: rules.find(key, version) as unknown as Record<string, unknown> })),
    problems: (_key, content) => checkDraft('rules', content, { steps: catalog.interview().steps, rulesShape: rulesSchema }),
    async effect(em, _key, content) {
      const latest = catalog.interview();
      return { rescored: await rescoreInterviews(em, latest.rules, publishedInterviewRules(content, latest)) };
    },
    stored: (_key, content, version) => ({ ...content, version }),
  };
}
