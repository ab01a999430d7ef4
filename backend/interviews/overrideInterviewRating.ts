import type { EntityManager } from '@mikro-orm/postgresql';
import type { InterviewRatingOverride } from '../../schemas/generated/interviewRatingOverride.ts';
import { Evaluation, InterviewResult, type Interview } from '../db/entities/index.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { lockInterview } from './lockInterview.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/**
 * The consultant's rating for a completed interview's latest result, with the reason and who set it;
 * the computed rating stays beside it. The rating must be one the interview's rules know.
 */
export async function overrideInterviewRating(
  em: EntityManager,
  ratingNamesOf: (interview: Interview) => string[],
  id: string,
  body: InterviewRatingOverride,
  actor: Actor,
  now: Date,
): Promise<{ interview: Interview; result: InterviewResult }> {
  const username = actor.username ?? '';
  return em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    const ratingNames = ratingNamesOf(interview);
    if (!ratingNames.includes(body.rating)) {
      const message = INTERVIEW_TEXTS.unknownRating(ratingNames);
      throw new AppError('invalid', message, [{ path: 'rating', message }]);
    }
    const result =
      interview.status === 'completed'
        ? await tx.findOne(InterviewResult, { interview }, { orderBy: { createdAt: 'desc', id: 'desc' } })
        : null;
    if (!result) throw new AppError('conflict', INTERVIEW_TEXTS.overrideNeedsResult);
    const before = result.rating;
    result.rating = body.rating;
    result.overrideReason = body.rating === result.computedRating ? null : body.reason.trim();
    result.overriddenBy = body.rating === result.computedRating ? null : username;
    result.overriddenAt = body.rating === result.computedRating ? null : now;
    interview.rating = body.rating;
    const evaluation = await tx.findOne(Evaluation, { interview }, { orderBy: { createdAt: 'desc' } });
    if (evaluation) evaluation.rating = body.rating;
    await tx.flush();
    const description = ACTIVITY_TEXTS.interviewRating(interview.clientName, before, body.rating);
    await recordActivity(
      tx,
      actor,
      {
        action: 'interview_rating_overridden',
        record: { kind: 'interview', id },
        consultationId: interview.consultation?.id ?? null,
        description,
      },
      now,
    );
    return { interview, result };
  });
}
