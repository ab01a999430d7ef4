import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidKey } from './common.ts';
import { Consultation } from './Consultation.ts';
import { Interview } from './Interview.ts';

type Json = Record<string, unknown>;

/** The scored record of a finished interview that belongs to a consultation. */
export const Evaluation = defineEntity({
  name: 'Evaluation',
  tableName: 'evaluations',
  properties: {
    id: uuidKey(),
    consultation: p.manyToOne(Consultation).deleteRule('cascade').index(),
    /** The interview whose finishing wrote this record (null once that interview is deleted). */
    interview: p.manyToOne(Interview).nullable().deleteRule('set null').index(),
    template: p.text().default('standard'),
    status: p.text().default('pending'),
    currentStep: p.integer().default(1),
    step1Data: p.json<Json>().nullable(),
    step2Data: p.json<Json>().nullable(),
    step3Data: p.json<Json>().nullable(),
    step4Data: p.json<Json>().nullable(),
    step5Data: p.json<Json>().nullable(),
    step6Data: p.json<Json>().nullable(),
    step7Data: p.json<Json>().nullable(),
    score: p.integer().nullable(),
    maxScore: p.integer().nullable(),
    rulesVersion: p.integer().nullable(),
    rulesFingerprint: p.string().length(64).nullable(),
    recommendedVisa: p.text().nullable(),
    eligibilityLevel: p.text().nullable(),
    rating: p.text().nullable(),
    executiveSummary: p.text().nullable(),
    consultantNotes: p.json<Record<string, string>>().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Evaluation = InferEntity<typeof Evaluation>;
