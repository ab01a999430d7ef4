import type { EntityManager } from '@mikro-orm/postgresql';
import type { Interview } from '../db/entities/index.ts';
import { lockInterview } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';

/** Completed → in progress, so it can be changed and finalized again; its results stay. */
export async function reopenInterview(em: EntityManager, id: string): Promise<Interview> {
  return em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    assertAllowed(interview, { type: 'REOPEN' });
    interview.status = 'in_progress';
    await tx.flush();
    return interview;
  });
}
