import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { scoreInterview } from '../../engine/interview/scoreInterview.ts';
import { INTERVIEW_STEP_KEYS, interviewRegionOf, type InterviewRegion } from '../../engine/interview/types.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { Evaluation, InterviewResult, type Interview } from '../db/entities/index.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { lockInterview } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';
import { stepAnswers, stepColumn } from './stepColumns.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/**
 * Finalizes an interview on step 7: scores its answers with the rules it keeps (dates measured from
 * today in the business time zone), stores a new result with the rules' version, fingerprint and
 * ledger (earlier results stay), marks the interview completed with its summary and rating and, when
 * it belongs to a consultation, writes that consultation's evaluation record. One transaction.
 */
export async function completeInterview(
  em: EntityManager,
  templateOf: (interview: Interview) => InterviewTemplate,
  actor: Actor,
  id: string,
  region: InterviewRegion | undefined,
  now: Date,
): Promise<{ interview: Interview; result: InterviewResult }> {
  return em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    const template = templateOf(interview);
    const own = interviewRegionOf(interview.country);
    if (region !== undefined && region !== own) {
      throw new AppError('invalid', INTERVIEW_TEXTS.regionMismatch(own), [
        { path: 'region', message: INTERVIEW_TEXTS.regionMismatch(own) },
      ]);
    }
    const answers = stepAnswers(interview);
    const asOf = todayInBusinessZone(now);
    const score = scoreInterview(template.rules, own, answers, asOf);
    assertAllowed(interview, { type: 'FINALIZE', executiveSummary: score.executiveSummary, rating: score.rating });
    const result = tx.create(InterviewResult, {
      interview,
      region: own,
      asOf,
      templateVersion: interview.templateVersion,
      rulesVersion: template.rules.version,
      rulesFingerprint: template.rules.fingerprint,
      score: score.score,
      maxScore: score.maxScore,
      computedRating: score.rating,
      rating: score.rating,
      executiveSummary: score.executiveSummary,
      strengths: score.strengths,
      risks: score.risks,
      ledger: score.ledger,
      toNextRating: score.toNextRating,
      answers,
      createdAt: now,
    });
    interview.status = 'completed';
    interview.executiveSummary = score.executiveSummary;
    interview.rating = score.rating;
    interview.completedAt = now;
    if (interview.consultation) {
      const steps = Object.fromEntries(INTERVIEW_STEP_KEYS.map((key) => [stepColumn(key), interview[stepColumn(key)] ?? null]));
      tx.create(Evaluation, {
        consultation: interview.consultation,
        interview,
        status: 'completed',
        currentStep: interview.currentStep,
        ...steps,
        score: score.score,
        maxScore: score.maxScore,
        rating: score.rating,
        executiveSummary: score.executiveSummary.text,
        recommendedVisa: score.executiveSummary.recommendedVisa,
        eligibilityLevel: score.executiveSummary.eligibilityLevel,
        consultantNotes: interview.consultantNotes ?? {},
        rulesVersion: template.rules.version,
        rulesFingerprint: template.rules.fingerprint,
      });
    }
    await tx.flush();
    const description = ACTIVITY_TEXTS.interviewCompleted(interview.clientName, score.rating);
    await recordActivity(
      tx,
      actor,
      { action: 'interview_completed', record: { kind: 'interview', id }, consultationId: interview.consultation?.id ?? null, description },
      now,
    );
    return { interview, result };
  });
}
