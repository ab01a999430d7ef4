import type { EntityManager } from '@mikro-orm/postgresql';

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
export function oneStatement(steps: WriteStep[]): { sql: string; params: unknown[] } {
  if (steps.length === 0) throw new Error('oneStatement needs at least one step');
  // A lone step is its own statement: the WITH around it would only cost the database planning time.
  if (steps.length === 1) return { sql: steps[0].sql, params: steps[0].params };
  return {
    sql: `with ${steps.map((step) => `${step.name} as (${step.sql})`).join(', ')} select 1`,
    params: steps.flatMap((step) => step.params),
  };
}

/**
 * Runs the steps as one statement, its values inlined by MikroORM's own escaping (what
 * `em.execute(sql, params)` does). The text is then copied once into a plain string: escaping builds
 * a quoted value one character at a time, and a long message becomes a string of thousands of pieces
 * that, waiting for a pool connection under load, is slow for the driver to measure and encode and
 * costly to garbage-collect.
 */
export async function writeInOneStatement(em: EntityManager, steps: WriteStep[]): Promise<void> {
  const { sql, params } = oneStatement(steps);
  const text = em.getPlatform().formatQuery(sql, params);
  await em.execute(Buffer.from(text, 'utf8').toString('utf8'));
}
