import { randomUUID } from 'node:crypto';
import type { WriteStep } from './oneStatement.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';
import type { Submission } from './submission.ts';

/**
 * An appointment request: the client is found by e-mail (any case) or created, and the consultation
 * starts 'pending' with the name, e-mail, phone and address it was requested with. An existing client's
 * record is left as it is: anyone who knows an e-mail can send a request, so a request is no proof of
 * who sent it (docs/security.md, "Client records"); staff see when the two differ. The client is one
 * upsert, so two simultaneous first requests from one address still make one client; its update is a
 * no-op that only makes `returning` yield the id, which feeds the consultation within the same
 * statement. The consultation owes its e-mails (mail_pending), which the mail sender writes
 * (submissionMailQueue.ts).
 */
export function prepareConsultation(submission: Submission, now: Date): PreparedSubmission {
  const id = randomUUID();
  const email = submission.email.toLowerCase();
  const client: WriteStep = {
    name: 'client',
    sql:
      'insert into clients (id, email, name, phone, address, created_at, updated_at) ' +
      'values (?::uuid, ?, ?, ?, ?, ?::timestamptz, ?::timestamptz) ' +
      'on conflict (email) do update set email = excluded.email ' +
      'returning id',
    params: [randomUUID(), email, submission.name, submission.phone, submission.address, now, now],
  };
  const consultation: WriteStep = {
    name: 'consultation',
    sql:
      'insert into consultations (id, client_id, name, email, phone, address, destination_country, appointment_date, status, original_message, created_at, updated_at, mail_pending) ' +
      "select ?::uuid, client.id, ?, ?, ?, ?, ?, ?::date, 'pending', ?, ?::timestamptz, ?::timestamptz, true from client",
    params: [
      id,
      submission.name,
      email,
      submission.phone,
      submission.address,
      submission.country,
      submission.preferredDate || null,
      submission.message || null,
      now,
      now,
    ],
  };
  return { id, steps: [client, consultation] };
}
