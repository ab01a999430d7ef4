import { randomUUID } from 'node:crypto';
import type { WriteStep } from './oneStatement.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';
import type { Submission } from './submission.ts';

/**
 * An inline contact message, stored unread and owing its e-mails (mail_pending): one INSERT, the
 * least a request can do. The mail sender writes the e-mails (submissionMailQueue.ts).
 */
export function prepareContact(submission: Submission, now: Date): PreparedSubmission {
  const id = randomUUID();
  const contact: WriteStep = {
    name: 'contact',
    sql:
      'insert into contacts (id, name, email, phone, country, address, preferred_date, message, created_at, is_read, mail_pending) ' +
      'values (?::uuid, ?, ?, ?, ?, ?, ?::date, ?, ?::timestamptz, false, true)',
    params: [
      id,
      submission.name,
      submission.email,
      submission.phone,
      submission.country,
      submission.address,
      submission.preferredDate || null,
      submission.message,
      now,
    ],
  };
  return { id, steps: [contact] };
}
