/** Requests and database checks shared by the public submission tests. */
import type { Database } from '../db/orm.ts';
import type { MailSender } from '../mail/sender.ts';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';

/** A calendar day `days` after today in the business's time zone. */
export function dayFromToday(days: number): string {
  const [year, month, day] = todayInBusinessZone().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function validRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'María Pérez',
    email: 'Maria.Perez@Correo.example',
    phone: '809-555-1234',
    address: 'Calle El Conde 12, Santo Domingo',
    country: 'canada',
    preferredDate: dayFromToday(20),
    message: 'Quiero información sobre la visa de turista; viajo con mi hijo, en julio.',
    ...overrides,
  };
}

export interface RowCounts {
  contacts: number;
  clients: number;
  consultations: number;
  /** Contacts and consultations whose e-mails are not yet in the outbox. */
  owed: number;
  outbox: number;
  idempotency: number;
}

/** How many rows every table a public submission may write holds. */
export async function rowCounts(db: Database): Promise<RowCounts> {
  const [row] = await db.orm.em.getConnection().execute<RowCounts[]>(
    `select (select count(*) from contacts)::int as contacts,
            (select count(*) from clients)::int as clients,
            (select count(*) from consultations)::int as consultations,
            ((select count(*) from contacts where mail_pending) + (select count(*) from consultations where mail_pending))::int as owed,
            (select count(*) from mail_outbox)::int as outbox,
            (select count(*) from idempotency_keys)::int as idempotency`,
  );
  return row;
}

export const NOTHING: RowCounts = { contacts: 0, clients: 0, consultations: 0, owed: 0, outbox: 0, idempotency: 0 };

/**
 * rowCounts once the server's mail sender has caught up: every request kicks it without waiting, so
 * right after an answer the e-mails may or may not be in the outbox yet; a kick that is awaited
 * settles it.
 */
export async function rowCountsAfterMail(server: { db: Database; mail: MailSender }): Promise<RowCounts> {
  await server.mail.kick();
  return rowCounts(server.db);
}
