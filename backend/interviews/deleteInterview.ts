import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { lockInterview } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';

/**
 * Deletes an interview with its results, whatever its status. An interview in progress is first merged
 * with its duplicates, so deleting it removes them all: none reappears in the list.
 */
export async function deleteInterview(em: EntityManager, actor: Actor, id: string, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    assertAllowed(interview, { type: 'DELETE' });
    const consultationId = interview.consultation?.id ?? null;
    tx.remove(interview);
    await tx.flush();
    await recordActivity(
      tx,
      actor,
      {
        action: 'interview_deleted',
        record: { kind: 'interview', id },
        consultationId,
        description: ACTIVITY_TEXTS.interviewDeleted(interview.clientName),
      },
      now,
    );
  });
}
