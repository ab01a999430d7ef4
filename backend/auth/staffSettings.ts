import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, runSql } from '../db/sql.ts';

export interface StaffSettings {
  /** Every account must sign in with a second factor. */
  requireMfa: boolean;
}

/** The team's sign-in rules (one row; missing reads as the defaults). */
export async function readStaffSettings(em: EntityManager): Promise<StaffSettings> {
  const [row] = await queryRows<{ requireMfa: boolean }>(em, 'select require_mfa as "requireMfa" from staff_settings where id = 1');
  return { requireMfa: row?.requireMfa ?? false };
}

export async function writeStaffSettings(em: EntityManager, settings: StaffSettings, now: Date): Promise<void> {
  await runSql(
    em,
    `insert into staff_settings (id, require_mfa, updated_at) values (1, ?, ?)
     on conflict (id) do update set require_mfa = excluded.require_mfa, updated_at = excluded.updated_at`,
    [settings.requireMfa, now],
  );
}
