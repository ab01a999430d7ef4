import type { RulesChange, RulesNames } from '../../interview/diffRules.ts';
import type { RulesShape } from '../../interview/checkInterviewRules.ts';
import type { InterviewStep } from '../../interview/types.ts';
import type { SchemaCheckOptions } from '../checkTemplateSchema.ts';
import type { DiffableTemplate, TemplateDiff } from '../editing/diffTemplates.ts';

/**
 * The kinds of template the back-office edits: a case form (one per destination), the interview (its
 * seven steps), the interview's scoring rules, and a stand-alone form (templates/forms/, the task form).
 * Each has one module per layer (docs/decisions/0229-one-module-per-template-kind-and-layer.md): its rules here, its database
 * effects in backend/templates/kinds/, its editor and records in frontend/admin/templates/kinds/.
 */
export const TEMPLATE_KINDS = ['case', 'interview', 'rules', 'form'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** One reason a draft cannot be published: a JSON pointer into the draft (`/schema/properties/identity`) and why, in Spanish. */
export interface DraftProblem {
  pointer: string;
  /** Where, in the form's words: 'Datos personales › Sexo › opciones'. */
  place?: string;
  message: string;
}

/**
 * What checking or comparing a draft needs besides the draft, read by the caller from the published
 * versions. A rules draft: the steps it scores (the latest interview), the rules' shape check, and the
 * words its changes are named with. An interview draft: the latest published rules, which must still be
 * able to score its steps. A form draft: what the table its records are kept in refuses (the task form's
 * columns). `schema`: the page passes `{ metaSchema: false }` (that check compiles code).
 */
export interface DraftContext {
  steps?: InterviewStep[];
  rulesShape?: RulesShape;
  rulesNames?: RulesNames;
  rules?: { version: number; content: unknown };
  storedColumns?: (content: Record<string, unknown>) => DraftProblem[];
  schema?: SchemaCheckOptions;
}

/**
 * What changed between two contents of a template: for a form (a case form, the interview's steps, the
 * task form) its fields and options; for the scoring rules, the places whose points or thresholds changed.
 */
export type VersionsDiff = { diff: TemplateDiff; ruleChanges?: never } | { diff?: never; ruleChanges: RulesChange[] };

/**
 * The rules of one kind of template, all pure: what refuses a draft, what only warns, the form it edits,
 * what changed between two contents, and the content a version is stored with.
 */
export interface KindRules {
  readonly kind: TemplateKind;
  /** The kind's own checks of a draft: every reason it cannot be published, at its JSON pointer. */
  checkDraft(content: unknown, context?: DraftContext): DraftProblem[];
  /**
   * What refuses a publish of the draft as `key`: its identity and its kind's checks, a form's each also
   * `place`d by the labels its pointer goes through ('Datos personales › Sexo › opciones').
   */
  problems(key: string, content: Record<string, unknown>, context: DraftContext): DraftProblem[];
  /** Valid draft-07 that ajv's strict mode would refuse: shown, never refusing a publish. */
  warnings(content: unknown): DraftProblem[];
  /** The form the draft edits (the interview's steps as one form), or null: the rules have none. */
  formOf(content: Record<string, unknown>): DiffableTemplate | null;
  /** What changed from content `from` to content `to` (two versions, or the latest and a draft without problems). */
  compare(from: Record<string, unknown>, to: Record<string, unknown>, context: DraftContext): VersionsDiff;
  /** The content a version is stored with: the draft as the registry will serve it, numbered. */
  stored(key: string, content: Record<string, unknown>, version: number): Record<string, unknown>;
}
