import type { EntityManager } from '@mikro-orm/postgresql';
import { lockInterview } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';

/**
 * Deletes an interview with its results, whatever its status. An interview in progress is first merged
 * with its duplicates, so deleting it removes them all: none reappears in the list.
 */
export async function deleteInterview(em: EntityManager, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    assertAllowed(interview, { type: 'DELETE' });
    tx.remove(interview);
    await tx.flush();
  });
}
