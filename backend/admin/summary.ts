import type { EntityManager } from '@mikro-orm/postgresql';
import { statusCondition } from '../consultations/statusCondition.ts';
import type { AdminSummary } from '../../schemas/generated/adminSummary.ts';
import { queryRows } from '../db/sql.ts';

const PENDING = statusCondition(['pending']);

/**
 * The counts on the admin tabs, in one round trip. A stored status that is not an admin status reads
 * as pending (as the list shows it), so it is counted as pending.
 * The Entrevistas badge (interviews in progress) joins this query when interviews have their routes.
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
  return {
    unreadContacts: row.unread,
    pendingConsultations: row.pending,
    results: { exito: row.exito, reaplicar: row.reaplicar, total: row.results },
  };
}
