import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { answerOnce } from '../http/idempotency.ts';
import type { WriteStep } from '../submissions/oneStatement.ts';
import {
  accepted,
  screenSubmission,
  toSubmission,
  type SubmissionInput,
  type SubmissionResult,
  type SubmissionRules,
} from '../submissions/submission.ts';
import { TEXTS } from '../submissions/texts.ts';

/**
 * An appointment request from the public site (POST /api/consultations). After the rules both forms
 * share (screenSubmission: the address's limit, the honeypot):
 * - the client is found by e-mail (any case) or created. An existing client's record is left as it
 *   is: anyone who knows an e-mail can send a request, so a request is no proof of who sent it
 *   (docs/security.md, "Client records"); staff see when the two differ. The client is one upsert, so
 *   two simultaneous first requests from one address still make one client; its update is a no-op
 *   that only makes `returning` yield the id, which feeds the consultation within the same statement;
 * - the consultation starts 'pending' with the name, e-mail (lower-cased), phone and address it was
 *   requested with, owing its e-mails (mail_pending), which the mail sender writes
 *   (backend/submissions/submissionMailQueue.ts);
 * - with an Idempotency-Key, its answer is stored by that same statement, so a retry is stored once.
 */
export async function requestConsultation(
  em: EntityManager,
  input: SubmissionInput,
  now: Date,
  rules: SubmissionRules,
): Promise<SubmissionResult> {
  const decoy = await screenSubmission(input, TEXTS.consultationAccepted, rules);
  if (decoy) return decoy;
  const request = toSubmission(input.body);
  const id = randomUUID();
  const email = request.email.toLowerCase();
  const client: WriteStep = {
    name: 'client',
    sql:
      'insert into clients (id, email, name, phone, address, created_at, updated_at) ' +
      'values (?::uuid, ?, ?, ?, ?, ?::timestamptz, ?::timestamptz) ' +
      'on conflict (email) do update set email = excluded.email ' +
      'returning id',
    params: [randomUUID(), email, request.name, request.phone, request.address, now, now],
  };
  const consultation: WriteStep = {
    name: 'consultation',
    sql:
      'insert into consultations (id, client_id, name, email, phone, address, destination_country, appointment_date, status, original_message, created_at, updated_at, mail_pending) ' +
      "select ?::uuid, client.id, ?, ?, ?, ?, ?, ?::date, 'pending', ?, ?::timestamptz, ?::timestamptz, true from client",
    params: [
      id,
      request.name,
      email,
      request.phone,
      request.address,
      request.country,
      request.preferredDate || null,
      request.message || null,
      now,
      now,
    ],
  };
  const answer = await answerOnce(em, input.idempotency, now, accepted(TEXTS.consultationAccepted, id), [client, consultation]);
  return { answer, mailOwed: true, stored: true };
}
