import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../http/logger.ts';
import { queueMail, type MailDraft } from '../mail/outbox.ts';
import type { Submission } from './submission.ts';
import { consultationMails, contactMails, type MailContext } from './submissionMails.ts';
import { queryRows } from '../db/sql.ts';

/** Rows turned into e-mails per statement; a longer backlog takes several rounds of one pass. */
const BATCH = 100;

export type SubmissionMailSettings = Omit<MailContext, 'id' | 'now'>;

interface OwedRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  country: string;
  preferred_date: string | null;
  message: string | null;
  created_at: string | Date;
}

/**
 * The rows whose e-mails are owed, claimed: their flag is cleared by the same statement that reads
 * them, inside the caller's transaction, so they are queued once even with several senders at work.
 */
const CLAIM_CONTACTS = `
  update contacts set mail_pending = false
   where id in (select id from contacts where mail_pending order by created_at limit ? for update skip locked)
  returning id, name, email, phone, address, country, preferred_date::text as preferred_date, message, created_at`;

/**
 * A consultation's e-mails use the details it was requested with (the e-mail lower-cased), never its
 * client's record: that may hold another request's name.
 */
const CLAIM_CONSULTATIONS = `
  update consultations set mail_pending = false
   where id in (select id from consultations where mail_pending order by created_at limit ? for update skip locked)
  returning id, name, email, phone, address, destination_country as country,
            appointment_date::text as preferred_date, original_message as message, created_at`;

const toSubmission = (row: OwedRow): Submission => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address ?? '',
  country: row.country as Submission['country'], // stored from a validated request
  preferredDate: row.preferred_date ?? '',
  message: row.message ?? '',
});

/**
 * Writes the e-mails owed for public submissions into the outbox: the confirmation to the visitor and
 * the notice to staff. A submission is stored with only a flag (its request does no more than one
 * INSERT); this runs at the start of every delivery pass, off the request path. Each batch is one
 * transaction: the flags are cleared exactly when the messages exist. A row whose messages cannot be
 * written (a fault in this code, not in the data, which was validated) is logged and not retried, so it
 * never holds back the others. Returns how many messages were queued.
 */
export async function queueSubmissionMails(orm: MikroORM, settings: SubmissionMailSettings, logger: Logger, now: Date): Promise<number> {
  let queued = 0;
  for (const [claim, render] of [
    [CLAIM_CONTACTS, contactMails],
    [CLAIM_CONSULTATIONS, consultationMails],
  ] as const) {
    for (;;) {
      const [rows, count] = await orm.em.fork().transactional(async (tx: EntityManager) => {
        const owed = await queryRows<OwedRow>(tx, claim, [BATCH]);
        const drafts = owed.flatMap((row) => draftsFor(row, render, settings, logger));
        await queueMail(tx, drafts, now);
        return [owed.length, drafts.length] as const;
      });
      queued += count;
      if (rows < BATCH) break;
    }
  }
  return queued;
}

function draftsFor(
  row: OwedRow,
  render: (submission: Submission, context: MailContext) => MailDraft[],
  settings: SubmissionMailSettings,
  logger: Logger,
): MailDraft[] {
  try {
    return render(toSubmission(row), { ...settings, id: row.id, now: new Date(row.created_at) });
  } catch (error) {
    logger.error({ msg: 'submission mail could not be written', id: row.id, error: (error as Error)?.name ?? 'Error' });
    return [];
  }
}
