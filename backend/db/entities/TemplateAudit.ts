import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';

/** Every publish, rollback and case upgrade: who, when, which template and which versions. */
export const TemplateAudit = defineEntity({
  name: 'TemplateAudit',
  tableName: 'template_audit',
  indexes: [{ properties: ['kind', 'key', 'at'] }, { properties: ['consultationId', 'at'] }],
  properties: {
    id: uuidKey(),
    /** publish | rollback | case_upgrade */
    action: p.text(),
    kind: p.text(),
    key: p.text(),
    fromVersion: p.integer().nullable(),
    toVersion: p.integer(),
    /** The consultation whose case was upgraded. */
    consultationId: p.uuid().nullable(),
    note: p.text().nullable(),
    /** For a case upgrade: the fields that changed and the values set apart (never dropped). */
    details: p.json<Record<string, unknown>>().nullable(),
    by: p.text(),
    at: p.datetime(),
  },
});
export type TemplateAudit = InferEntity<typeof TemplateAudit>;
