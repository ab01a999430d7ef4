import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseFindings } from '../../../engine/cases/validation/caseFindings.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import type { TemplateRecord } from '../../../schemas/generated/templateRecord.ts';

/** How many saved records one answer lists: the picker shows the latest, and a search narrows them down. */
export const LISTED_RECORDS = 20;

/** A preview check: a draft's schema, a record's data (as loaded, with what was typed since), and the record it was loaded from. */
export interface PreviewRequest {
  schema: JsonSchema;
  data: Record<string, unknown>;
  record?: string;
}

/**
 * What the editor's preview needs of the records saved with one kind of template
 * (docs/decisions/0153-preview-of-a-draft-on-saved-records.md): the latest of them, narrowed by a search; one
 * of them as the preview draws it; and data checked against a draft as saving that record would check it.
 * Nothing is stored.
 */
export interface RecordSource {
  /** The most recently saved first, at most LISTED_RECORDS; `total` counts every match. */
  list(em: EntityManager, key: string, search: string | null): Promise<{ items: object[]; total: number; limit: number }>;
  /** One record, or null when the template has none with that id. */
  read(em: EntityManager, key: string, id: string): Promise<TemplateRecord | null>;
  check(em: EntityManager, key: string, request: PreviewRequest): Promise<CaseFindings>;
  /** The Spanish 404 for an id naming no record of the template. */
  notFound: string;
}
