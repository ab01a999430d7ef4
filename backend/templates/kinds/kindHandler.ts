import type { EntityManager } from '@mikro-orm/postgresql';
import type { DraftContext, KindRules } from '../../../engine/templates/kinds/kind.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import type { TemplateCheck } from '../../../schemas/generated/templateCheck.ts';
import type { TemplateCatalog } from '../templateCatalog.ts';

/** One version of a template: its number and the content the registry serves for it. */
export interface VersionContent {
  version: number;
  content: Record<string, unknown>;
}

/**
 * What a draft would do, besides its own problems, as the check answers it (schemas/templateCheck): the
 * diff from the latest version and the saved records, or the ratings re-scored, and for the interview's
 * steps the options the published rules give no points to. The kinds compute it with the engine's types
 * (TemplateDiff, RecordsCheck, RescoredRatings, UnscoredOption), which must fit these.
 */
export type RecordsEffect = Pick<TemplateCheck, 'diff' | 'ruleChanges' | 'records' | 'rescored' | 'unscored'>;

/**
 * One kind of template on the server (docs/decisions/0229-one-module-per-template-kind-and-layer.md): its pure rules
 * (engine/templates/kinds/), its keys, names and every version's content (files and published, from the
 * catalog), what its checks need from the published versions, and what a draft would do to the records
 * saved in the database.
 */
export interface KindHandler {
  rules: KindRules;
  keys(): string[];
  label(key: string): string;
  /** Every version, oldest first. */
  versions(key: string): VersionContent[];
  /** What checking or comparing a draft of `key` needs besides the draft, read from the latest published versions. */
  context(key: string): DraftContext;
  /** What a draft without problems would do to the records saved with `key`. */
  effect(em: EntityManager, key: string, content: Record<string, unknown>): Promise<RecordsEffect>;
}

/** What the kinds share: the catalog and rules.schema.json, which rules drafts (and the steps they score) are checked against. */
export interface KindContext {
  catalog: TemplateCatalog;
  rulesSchema: JsonSchema;
}
