import type { EntityManager } from '@mikro-orm/postgresql';
import type { Interview } from '../db/entities/index.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { lockInProgressBeside, lockInterviewAndPair } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/**
 * Completed → in progress, so it can be changed and finalized again; its results stay. Refused (409,
 * nothing changed) while another interview is in progress for the same client and consultation: the two
 * would be duplicates, and merging them would let the reopened one's older answers win as the copy changed
 * last (docs/decisions/0138-reopening-beside-an-interview-in-progress.md).
 */
export async function reopenInterview(em: EntityManager, actor: Actor, id: string, now: Date): Promise<Interview> {
  return em.transactional(async (tx) => {
    const { interview, pairLocked } = await lockInterviewAndPair(tx, id);
    assertAllowed(interview, { type: 'REOPEN' });
    // Without its pair's lock a creation for the pair could slip in beside it: the consultant tries again.
    if (!pairLocked) throw new AppError('conflict', INTERVIEW_TEXTS.reopenPairChanged);
    if ((await lockInProgressBeside(tx, interview)).length > 0) throw new AppError('conflict', INTERVIEW_TEXTS.reopenBesideInProgress);
    interview.status = 'in_progress';
    await tx.flush();
    const description = ACTIVITY_TEXTS.interviewReopened(interview.clientName);
    await recordActivity(
      tx,
      actor,
      { action: 'interview_reopened', record: { kind: 'interview', id }, consultationId: interview.consultation?.id ?? null, description },
      now,
    );
    return interview;
  });
}
