import { checkInterviewRules } from '../../interview/checkInterviewRules.ts';
import { diffRules } from '../../interview/diffRules.ts';
import type { InterviewRulesFile } from '../../interview/types.ts';
import { dottedToPointer, guardedCheck } from './draftProblems.ts';
import type { DraftContext, KindRules } from './kind.ts';

const needs = "the interview steps and the rules' shape check";

const guarded = guardedCheck((content, context) =>
  checkInterviewRules(content, context.rulesShape!, context.steps!).map((p) => ({ pointer: dottedToPointer(p.path), message: p.message })),
);

/** A rules draft passes checkInterviewRules (rules.schema.json's shape) against the steps it scores. */
function checkDraft(content: unknown, context: DraftContext = {}) {
  if (!context.steps || !context.rulesShape) throw new Error(`A rules draft is checked with ${needs}`);
  return guarded(content, context);
}

/**
 * The interview's scoring rules (templates/interview/rules.json), keyed like the interview. They carry
 * neither kind nor key, and their messages name their place themselves: their pointers go through no labels.
 */
export const rulesKind: KindRules = {
  kind: 'rules',
  checkDraft,
  problems: (_key, content, context) => checkDraft(content, context),
  warnings: () => [],
  formOf: () => null,
  compare(from, to, context) {
    if (!context.rulesNames) throw new Error('Rules are compared with the words of the latest steps');
    return { ruleChanges: diffRules(from as Partial<InterviewRulesFile>, to as Partial<InterviewRulesFile>, context.rulesNames) };
  },
  stored: (_key, content, version) => ({ ...content, version }),
};
