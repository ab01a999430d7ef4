import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';

/**
 * The one draft of a template being edited, autosaved. `revision` grows with every save: a save names
 * the revision it was based on, and a stale one is refused with both versions (as case saves are).
 */
export const TemplateDraft = defineEntity({
  name: 'TemplateDraft',
  tableName: 'template_drafts',
  uniques: [{ properties: ['kind', 'key'] }],
  properties: {
    id: uuidKey(),
    kind: p.text(),
    key: p.text(),
    /** json, not jsonb: the text is kept as written, so the order of a schema's fields is too. */
    content: p.json<Record<string, unknown>>().columnType('json'),
    /** The published version the draft started from. */
    baseVersion: p.integer(),
    revision: p.integer(),
    updatedBy: p.text(),
    updatedAt: p.datetime(),
  },
});
export type TemplateDraft = InferEntity<typeof TemplateDraft>;
