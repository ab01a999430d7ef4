import { storedStatusMatch, type ConsultationStatus } from '../../engine/lifecycles/consultationStatus.ts';
import type { SqlCondition } from '../db/lists/search.ts';

/** The WHERE condition on `column` for rows whose stored status reads as one of `statuses` (legacy values as pending). */
export function statusCondition(statuses: readonly ConsultationStatus[], column = 'status'): SqlCondition {
  const match = storedStatusMatch(statuses);
  if ('in' in match) return { sql: `${column} in (${match.in.map(() => '?').join(', ')})`, params: match.in };
  if (!match.notIn.length) return { sql: 'true', params: [] };
  return { sql: `${column} not in (${match.notIn.map(() => '?').join(', ')})`, params: match.notIn };
}
