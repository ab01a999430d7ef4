import type { Interview, InterviewResult } from '../db/entities/index.ts';
import type { InterviewItem } from '../../schemas/generated/interviewItem.ts';
import type { InterviewResult as InterviewResultItem } from '../../schemas/generated/interviewResult.ts';

/** An interview as the API answers it (the fields of docs/api.md). */
export function interviewItem(interview: Interview): InterviewItem {
  return {
    id: interview.id,
    clientName: interview.clientName,
    consultationId: interview.consultation?.id ?? null,
    country: interview.country,
    status: interview.status as InterviewItem['status'],
    currentStep: interview.currentStep,
    templateVersion: interview.templateVersion,
    rulesVersion: interview.rulesVersion ?? null,
    rulesFingerprint: interview.rulesFingerprint ?? null,
    step1Data: interview.step1Data ?? null,
    step2Data: interview.step2Data ?? null,
    step3Data: interview.step3Data ?? null,
    step4Data: interview.step4Data ?? null,
    step5Data: interview.step5Data ?? null,
    step6Data: interview.step6Data ?? null,
    step7Data: interview.step7Data ?? null,
    executiveSummary: (interview.executiveSummary ?? null) as InterviewItem['executiveSummary'],
    consultantNotes: interview.consultantNotes ?? {},
    rating: interview.rating ?? null,
    createdAt: interview.createdAt.toISOString(),
    updatedAt: interview.updatedAt.toISOString(),
    completedAt: interview.completedAt?.toISOString() ?? null,
  };
}

/** One finishing of an interview, with everything that explains its score. */
export function interviewResultItem(result: InterviewResult): InterviewResultItem {
  return {
    id: result.id,
    region: result.region as InterviewResultItem['region'],
    asOf: result.asOf,
    templateVersion: result.templateVersion,
    rulesVersion: result.rulesVersion,
    rulesFingerprint: result.rulesFingerprint,
    score: result.score,
    maxScore: result.maxScore,
    computedRating: result.computedRating,
    rating: result.rating,
    overrideReason: result.overrideReason ?? null,
    overriddenBy: result.overriddenBy ?? null,
    overriddenAt: result.overriddenAt?.toISOString() ?? null,
    executiveSummary: result.executiveSummary,
    strengths: result.strengths,
    risks: result.risks,
    ledger: result.ledger,
    toNextRating: result.toNextRating ?? null,
    createdAt: result.createdAt.toISOString(),
  };
}
