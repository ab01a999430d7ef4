import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';
import { Interview } from './Interview.ts';
import type { InterviewScore, LedgerEntry } from '../../../engine/interview/types.ts';

type Json = Record<string, unknown>;

/**
 * One finishing of an interview: the score with the rules it was computed by (version and fingerprint),
 * the answers it saw and the ledger that explains it. Finishing again adds a row; earlier ones stay.
 * A consultant may set a different rating with a reason; the computed one is kept beside it.
 */
export const InterviewResult = defineEntity({
  name: 'InterviewResult',
  tableName: 'interview_results',
  indexes: [{ properties: ['interview', 'createdAt'] }],
  properties: {
    id: uuidKey(),
    interview: p.manyToOne(Interview).deleteRule('cascade'),
    region: p.text(),
    /** The day dates in the answers were measured from (YYYY-MM-DD, business time zone). */
    asOf: p.string().length(10),
    templateVersion: p.integer(),
    rulesVersion: p.integer(),
    rulesFingerprint: p.string().length(64),
    score: p.integer(),
    maxScore: p.integer(),
    computedRating: p.text(),
    /** The rating shown: the computed one, or the consultant's when overridden. */
    rating: p.text(),
    overrideReason: p.text().nullable(),
    overriddenBy: p.text().nullable(),
    overriddenAt: p.datetime().nullable(),
    executiveSummary: p.json<InterviewScore['executiveSummary']>(),
    strengths: p.json<string[]>(),
    risks: p.json<string[]>(),
    ledger: p.json<LedgerEntry[]>(),
    toNextRating: p.json<NonNullable<InterviewScore['toNextRating']>>().nullable(),
    answers: p.json<Json>(),
    createdAt: createdAt(),
  },
});
export type InterviewResult = InferEntity<typeof InterviewResult>;
