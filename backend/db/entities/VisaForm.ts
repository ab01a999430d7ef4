import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidKey } from './common.ts';
import { Consultation } from './Consultation.ts';

/** One saved version of a case form: the history from which any version can be restored. */
export const VisaForm = defineEntity({
  name: 'VisaForm',
  tableName: 'visa_forms',
  indexes: [{ properties: ['consultation', 'createdAt'] }],
  properties: {
    id: uuidKey(),
    consultation: p.manyToOne(Consultation).deleteRule('cascade'),
    template: p.text(),
    templateVersion: p.integer().default(1),
    formData: p.json<Record<string, unknown>>(),
    syncMetadata: p.json<Record<string, unknown>>().nullable(),
    lastSyncAt: p.datetime().nullable(),
    source: p.text().default('manual_form'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: p.text().nullable(),
  },
});
export type VisaForm = InferEntity<typeof VisaForm>;
