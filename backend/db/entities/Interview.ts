import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidKey } from './common.ts';
import { Consultation } from './Consultation.ts';

type Json = Record<string, unknown>;

export const Interview = defineEntity({
  name: 'Interview',
  tableName: 'interviews',
  indexes: [{ properties: ['status', 'createdAt'] }],
  properties: {
    id: uuidKey(),
    clientName: p.text(),
    consultation: p.manyToOne(Consultation).nullable().deleteRule('set null').index(),
    country: p.text().default('usa'),
    status: p.text().default('in_progress'),
    currentStep: p.integer().default(1),
    /** The interview template version the answers were given with. */
    templateVersion: p.integer().default(1),
    /**
     * The scoring rules version the interview is scored with, taken with the template version when it
     * was created; null for interviews stored before rules were kept per interview (scored with the latest).
     */
    rulesVersion: p.integer().nullable(),
    /** Those rules' fingerprint (resolved against the interview's steps), as they were when it was created. */
    rulesFingerprint: p.string().length(64).nullable(),
    step1Data: p.json<Json>().nullable(),
    step2Data: p.json<Json>().nullable(),
    step3Data: p.json<Json>().nullable(),
    step4Data: p.json<Json>().nullable(),
    step5Data: p.json<Json>().nullable(),
    step6Data: p.json<Json>().nullable(),
    step7Data: p.json<Json>().nullable(),
    executiveSummary: p.json<Json>().nullable(),
    consultantNotes: p.json<Record<string, string>>().nullable(),
    /** When each step's note was typed (the browser's clock), so a note sent late never replaces a newer one. */
    consultantNotesAt: p.json<Record<string, string>>().nullable(),
    rating: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: p.datetime().nullable(),
  },
});
export type Interview = InferEntity<typeof Interview>;
