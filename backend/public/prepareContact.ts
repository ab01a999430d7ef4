import { randomUUID } from 'node:crypto';
import { outboxInsert } from '../mail/outbox.ts';
import type { WriteStep } from './oneStatement.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';
import type { Submission } from './submission.ts';
import { contactMails, type MailContext } from './submissionMails.ts';

/** An inline contact message (stored unread) and its e-mails. */
export function prepareContact(submission: Submission, mail: Omit<MailContext, 'id'>): PreparedSubmission {
  const id = randomUUID();
  const contact: WriteStep = {
    name: 'contact',
    sql:
      'insert into contacts (id, name, email, phone, country, address, preferred_date, message, created_at, is_read) ' +
      'values (?::uuid, ?, ?, ?, ?, ?, ?::date, ?, ?::timestamptz, false)',
    params: [
      id,
      submission.name,
      submission.email,
      submission.phone,
      submission.country,
      submission.address,
      submission.preferredDate || null,
      submission.message,
      mail.now,
    ],
  };
  const outbox = outboxInsert(contactMails(submission, { ...mail, id }), mail.now);
  return { id, steps: outbox ? [contact, { name: 'outbox', sql: outbox.sql, params: outbox.params }] : [contact] };
}
