import type { EntityManager } from '@mikro-orm/postgresql';
import { statusCondition } from '../consultations/statusCondition.ts';
import type { AdminSummary } from '../../schemas/generated/adminSummary.ts';
import { queryRows } from '../db/sql.ts';
import { duplicateKey } from '../interviews/lockInterview.ts';

const PENDING = statusCondition(['pending']);

/**
 * The counts on the admin tabs, in one round trip. A stored status that is not an admin status reads
 * as pending (as the list shows it), so it is counted as pending.
 * The Entrevistas badge counts interviews in progress as the list shows them: duplicates once.
 */
export async function adminSummary(em: EntityManager): Promise<AdminSummary> {
  const [row] = await queryRows<{ unread: number; pending: number; exito: number; reaplicar: number; results: number }>(
    em,
    `select
       (select count(*)::int from contacts where is_read = false) as unread,
       (select count(*)::int from consultations where ${PENDING.sql}) as pending,
       (select count(*)::int from results where result_type = 'exito') as exito,
       (select count(*)::int from results where result_type = 'reaplicar') as reaplicar,
       (select count(*)::int from results) as results`,
    PENDING.params,
  );
  const inProgress = await queryRows<{ client_name: string; consultation_id: string | null }>(
    em,
    "select client_name, consultation_id from interviews where status = 'in_progress'",
  );
  return {
    unreadContacts: row.unread,
    pendingConsultations: row.pending,
    interviewsInProgress: new Set(inProgress.map((r) => duplicateKey(r.client_name, r.consultation_id))).size,
    results: { exito: row.exito, reaplicar: row.reaplicar, total: row.results },
  };
}
