import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/sql.ts';

/**
 * One data-modifying statement (an INSERT, or an upsert with `returning`), with `?` placeholders and
 * their values in order. Later steps may read an earlier one's `returning` rows by its name.
 */
export interface WriteStep {
  name: string;
  sql: string;
  params: unknown[];
}

/**
 * Joins the steps into `with a as (…), b as (…) select 1`. PostgreSQL runs every data-modifying step of
 * a WITH to completion and the statement is atomic by itself: all rows are stored or none is, in
 * one round trip and without an explicit transaction (which would cost a BEGIN and a COMMIT more on
 * the embedded database, where every query waits its turn in one queue).
 */
function oneStatement(steps: WriteStep[]): { sql: string; params: unknown[] } {
  if (steps.length === 0) throw new Error('oneStatement needs at least one step');
  // A lone step is its own statement: the WITH around it would only cost the database planning time.
  if (steps.length === 1) return { sql: steps[0].sql, params: steps[0].params };
  return {
    sql: `with ${steps.map((step) => `${step.name} as (${step.sql})`).join(', ')} select 1`,
    params: steps.flatMap((step) => step.params),
  };
}

/**
 * Runs the steps as one statement, every value bound by the driver (backend/db/sql.ts). Kept, rather
 * than a transaction around one INSERT per row, because `npm run bench:api` on PGlite measures a
 * two-row write in a transaction ('bare+tx') at 0.23 to 0.30 of one INSERT ('bare'; 622 against 2714
 * req/s, 693 against 2299), under the 0.5 floor: BEGIN and COMMIT are two more turns in the embedded
 * database's one queue. This statement stores a contact with its idempotency key, or a client with its
 * consultation, in one turn.
 */
export async function writeInOneStatement(em: EntityManager, steps: WriteStep[]): Promise<void> {
  const { sql, params } = oneStatement(steps);
  await runSql(em, sql, params);
}
