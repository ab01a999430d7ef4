import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityAction } from '../../engine/staff/activityActions.ts';
import { runSql } from '../db/sql.ts';
import type { WriteStep } from '../submissions/oneStatement.ts';

/** Who did something: the signed-in person (or the name typed at a failed sign-in) and their address. */
export interface Actor {
  id: string | null;
  username: string | null;
  address: string | null;
}

export interface ActivityInput {
  action: ActivityAction;
  /** What kind of record it concerns (`consultation`, `case`, `staff`…) and which. */
  record?: { kind: string; id: string };
  /** The consultation it concerns, when there is one: its case dialog lists its entries. */
  consultationId?: string | null;
  /** One Spanish sentence saying what was done to what. Never form contents, passwords or codes. */
  description: string;
  /**
   * For autosaves (a template draft, an interview's notes), which write every few seconds while someone
   * types: no new line when the same person's last line of this action on this record is less than
   * COALESCE_MINUTES old. The record then says who worked on what, and when, without a line per pause.
   */
  coalesce?: boolean;
}

export const COALESCE_MINUTES = 30;

const COLUMNS = 'at, actor_id, actor_name, address, action, record_kind, record_id, consultation_id, description';
const VALUES = '?::timestamptz, ?::uuid, ?, ?, ?, ?, ?, ?::uuid, ?';

/** The line's values, in the order of COLUMNS. */
const valuesOf = (actor: Actor, entry: Omit<ActivityInput, 'coalesce'>, now: Date) => [
  now,
  actor.id,
  actor.username?.slice(0, 64) ?? null,
  actor.address?.slice(0, 100) ?? null,
  entry.action,
  entry.record?.kind ?? null,
  entry.record?.id.slice(0, 100) ?? null,
  entry.consultationId ?? null,
  entry.description,
];

/**
 * Appends one line to the activity record. Called inside the transaction of the change it records,
 * with that transaction's EntityManager: the change and its line are committed together or not at all.
 */
export async function recordActivity(em: EntityManager, actor: Actor, entry: ActivityInput, now: Date): Promise<void> {
  if (!entry.coalesce) {
    await runSql(em, `insert into activity_log (${COLUMNS}) values (${VALUES})`, valuesOf(actor, entry, now));
    return;
  }
  await runSql(
    em,
    `insert into activity_log (${COLUMNS}) select ${VALUES}
     where not exists (select 1 from activity_log where actor_id = ? and action = ? and record_id = ? and at > ?::timestamptz - interval '${COALESCE_MINUTES} minutes')`,
    [...valuesOf(actor, entry, now), actor.id, entry.action, entry.record?.id ?? null, now],
  );
}

/**
 * The same line as one step of a single statement (backend/submissions/oneStatement.ts), for writes made in
 * one statement rather than a transaction (a task with its Idempotency-Key's answer).
 */
export function activityStep(actor: Actor, entry: Omit<ActivityInput, 'coalesce'>, now: Date): WriteStep {
  return { name: 'activity', sql: `insert into activity_log (${COLUMNS}) values (${VALUES})`, params: valuesOf(actor, entry, now) };
}

/** Removes entries older than `days` (0 keeps everything); the database refuses anything younger than a year. */
export async function purgeOldActivity(em: EntityManager, now: Date, days: number): Promise<number> {
  if (days === 0) return 0;
  // The database's own year is the floor, so a clock ahead of the database's never makes it refuse the purge.
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const { rowCount } = await runSql(em, "delete from activity_log where at < least(?::timestamptz, now() - interval '366 days')", [cutoff]);
  return rowCount;
}
