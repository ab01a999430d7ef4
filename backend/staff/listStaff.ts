import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffList } from '../../schemas/generated/staffList.ts';
import type { StaffMember } from '../../schemas/generated/staffMember.ts';
import { readStaffSettings } from '../auth/staffSettings.ts';
import { hasSecondFactor } from '../auth/secondFactors.ts';
import { queryRows } from '../db/sql.ts';

interface StaffRow extends Omit<StaffMember, 'lastSignInAt' | 'createdAt'> {
  lastSignInAt: Date | null;
  createdAt: Date;
}

export const STAFF_COLUMNS = `id, username, name, role, ${hasSecondFactor('users')} as "mfaEnabled", disabled_at is not null as disabled,
  must_change_password as "mustChangePassword", last_sign_in_at as "lastSignInAt", created_at as "createdAt"`;

export const toStaffMember = (row: StaffRow): StaffMember => ({
  ...row,
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Every account, active ones first, then by name; with the team's sign-in rules. */
export async function listStaff(em: EntityManager): Promise<StaffList> {
  const rows = await queryRows<StaffRow>(em, `select ${STAFF_COLUMNS} from users order by disabled_at is not null, lower(name), username`);
  return { items: rows.map(toStaffMember), requireMfa: (await readStaffSettings(em)).requireMfa };
}

export async function findStaffMember(em: EntityManager, id: string): Promise<StaffMember | null> {
  const [row] = await queryRows<StaffRow>(em, `select ${STAFF_COLUMNS} from users where id = ?`, [id]);
  return row ? toStaffMember(row) : null;
}
