import type { EntityManager } from '@mikro-orm/postgresql';
import type { DraftProblem, TemplateKind } from '../../../engine/templates/editing/checkDraft.ts';
import type { TemplateDiff } from '../../../engine/templates/editing/diffTemplates.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import type { TemplateCatalog } from '../templateCatalog.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';
import type { RulesChange } from '../../../engine/interview/diffRules.ts';
import type { TemplateCheck } from '../../../schemas/generated/templateCheck.ts';

/** One version of a template: its number and the content the registry serves for it. */
export interface VersionContent {
  version: number;
  content: Record<string, unknown>;
}

/**
 * What changed between two contents of a template: for a form (a case form, the interview's steps, the
 * task form) its fields and options; for the scoring rules, the places whose points or thresholds changed.
 */
export type VersionsDiff = { diff: TemplateDiff; ruleChanges?: never } | { diff?: never; ruleChanges: RulesChange[] };

/**
 * What a draft would do, besides its own problems, as the check answers it (schemas/templateCheck): the
 * diff from the latest version and the saved records, or the ratings re-scored, and for the interview's
 * steps the options the published rules give no points to. The kinds compute it with the engine's types
 * (TemplateDiff, RecordsCheck, RescoredRatings, UnscoredOption), which must fit these.
 */
export type RecordsEffect = Pick<TemplateCheck, 'diff' | 'ruleChanges' | 'records' | 'rescored' | 'unscored'>;

/**
 * What the template editor needs of one kind of template (docs/decisions/0148-template-kinds.md): its
 * keys and names, every version's content (files and published, from the catalog), the draft's own
 * problems (what refuses a publish, in Spanish at their JSON pointer), what the draft would do to saved
 * records, and the content as a version stores it.
 */
export interface KindHandler {
  keys(): string[];
  label(key: string): string;
  /** Every version, oldest first. */
  versions(key: string): VersionContent[];
  problems(key: string, content: Record<string, unknown>): DraftProblem[];
  /** What changed from content `from` to content `to` (two versions, or the latest and a draft without problems). */
  compare(key: string, from: Record<string, unknown>, to: Record<string, unknown>): VersionsDiff;
  /** Run only on a draft without problems. */
  effect(em: EntityManager, key: string, content: Record<string, unknown>): Promise<RecordsEffect>;
  /** The content a version is stored with: the draft as the registry will serve it, numbered. */
  stored(key: string, content: Record<string, unknown>, version: number): Record<string, unknown>;
}

/** What the kinds share: the catalog and rules.schema.json, which rules drafts (and the steps they score) are checked against. */
export interface KindContext {
  catalog: TemplateCatalog;
  rulesSchema: JsonSchema;
}

/** Problems with the draft's identity: it keeps its kind and key (the rules carry neither). */
export function identityProblems(kind: TemplateKind, key: string, content: Record<string, unknown>): DraftProblem[] {
  if (kind === 'rules') return [];
  const problems: DraftProblem[] = [];
  if (content.kind !== kind) problems.push({ pointer: '/kind', message: TEMPLATE_TEXTS.kindMismatch(kind) });
  if (content.key !== key) problems.push({ pointer: '/key', message: TEMPLATE_TEXTS.keyMismatch(key) });
  return problems;
}
