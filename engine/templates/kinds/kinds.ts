import { caseKind } from './caseKind.ts';
import { formKind } from './formKind.ts';
import { interviewKind } from './interviewKind.ts';
import type { KindRules, TemplateKind } from './kind.ts';
import { rulesKind } from './rulesKind.ts';

/** Every kind's rules by its name: a new kind is its module and its line here. */
export const KIND_RULES: Record<TemplateKind, KindRules> = { case: caseKind, interview: interviewKind, rules: rulesKind, form: formKind };
