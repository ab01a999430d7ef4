import { randomUUID } from 'node:crypto';
import type { WriteStep } from './oneStatement.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';
import type { Submission } from './submission.ts';

/**
 * An appointment request: the client is found by e-mail (any case) or created, and takes the newest
 * name, phone and address; the consultation starts 'pending'. The client is one upsert, so two
 * simultaneous first requests from one address still make one client; its id feeds the consultation
 * within the same statement. The consultation owes its e-mails (mail_pending), which the mail sender
 * writes (submissionMailQueue.ts).
 */
export function prepareConsultation(submission: Submission, now: Date): PreparedSubmission {
  const id = randomUUID();
  const client: WriteStep = {
    name: 'client',
    sql:
      'insert into clients (id, email, name, phone, address, created_at, updated_at) ' +
      'values (?::uuid, ?, ?, ?, ?, ?::timestamptz, ?::timestamptz) ' +
      'on conflict (email) do update set name = excluded.name, phone = excluded.phone, address = excluded.address, updated_at = excluded.updated_at ' +
      'returning id',
    params: [randomUUID(), submission.email.toLowerCase(), submission.name, submission.phone, submission.address, now, now],
  };
  const consultation: WriteStep = {
    name: 'consultation',
    sql:
      'insert into consultations (id, client_id, destination_country, appointment_date, status, original_message, created_at, updated_at, mail_pending) ' +
      "select ?::uuid, client.id, ?, ?::date, 'pending', ?, ?::timestamptz, ?::timestamptz, true from client",
    params: [id, submission.country, submission.preferredDate || null, submission.message || null, now, now],
  };
  return { id, steps: [client, consultation] };
}
