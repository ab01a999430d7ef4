import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidKey } from './common.ts';
import { Consultation } from './Consultation.ts';

/**
 * The case file of a consultation. Summary columns are real columns (they are filtered and listed);
 * the ~200 case fields live in one jsonb document shaped by the case template `formTemplate`.
 */
export const ConsultationDetails = defineEntity({
  name: 'ConsultationDetails',
  tableName: 'consultation_details',
  properties: {
    id: uuidKey(),
    consultation: p.oneToOne(Consultation).owner().unique().deleteRule('cascade'),
    currentStage: p.text().default('pre-chequeo'),
    formTemplate: p.text().default('usa'),
    templateVersion: p.integer().default(1),
    documentsReviewStatus: p.text().default('pending'),
    destinationCountry: p.text().nullable(),
    maritalStatus: p.text().nullable(),
    data: p.json<Record<string, unknown>>(),
    /**
     * Values an upgrade to a newer template version set apart (engine/cases/retiredValues.ts): kept
     * with the case, read-only, never dropped. Case saves leave them as they are.
     */
    retiredValues: p.json<unknown[]>().default('[]'),
    /** Optimistic concurrency: a save must name the version it read. */
    version: p.integer().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: p.text().nullable(),
  },
});
export type ConsultationDetails = InferEntity<typeof ConsultationDetails>;
