import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';

/**
 * One published version of a template
 * (docs/decisions/0128-templates-published-from-the-back-office.md): the resolved template exactly as
 * the registry serves it, with its fingerprint, who published it, when, and why. Rows are only ever
 * inserted: saved cases and interviews name them by (key, version).
 */
export const TemplateVersion = defineEntity({
  name: 'TemplateVersion',
  tableName: 'template_versions',
  uniques: [{ properties: ['kind', 'key', 'version'] }],
  properties: {
    id: uuidKey(),
    kind: p.text(),
    key: p.text(),
    version: p.integer(),
    /** json, not jsonb: the text is kept as written, so the order of a schema's fields is too. */
    content: p.json<Record<string, unknown>>().columnType('json'),
    /** sha256 of the content's canonical JSON (engine/templates/fingerprint.ts). */
    fingerprint: p.string().length(64),
    note: p.text(),
    /** The version this one republished, for a rollback. */
    rolledBackFrom: p.integer().nullable(),
    publishedBy: p.text(),
    publishedAt: p.datetime(),
  },
});
export type TemplateVersion = InferEntity<typeof TemplateVersion>;
