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
 * A contact message from the public site (POST /api/contacts). After the rules both forms share
 * (screenSubmission: the address's limit, the honeypot), the message is stored unread and owing its
 * e-mails (mail_pending), which the mail sender writes (backend/submissions/submissionMailQueue.ts): one
 * INSERT, the least a request can do, joined in the same statement by its Idempotency-Key's answer
 * when it has one, so a retry is stored once.
 */
export async function receiveContactMessage(
  em: EntityManager,
  input: SubmissionInput,
  now: Date,
  rules: SubmissionRules,
): Promise<SubmissionResult> {
  const decoy = await screenSubmission(input, TEXTS.contactAccepted, rules);
  if (decoy) return decoy;
  const message = toSubmission(input.body);
  const id = randomUUID();
  const contact: WriteStep = {
    name: 'contact',
    sql:
      'insert into contacts (id, name, email, phone, country, address, preferred_date, message, created_at, is_read, mail_pending) ' +
      'values (?::uuid, ?, ?, ?, ?, ?, ?::date, ?, ?::timestamptz, false, true)',
    params: [
      id,
      message.name,
      message.email,
      message.phone,
      message.country,
      message.address,
      message.preferredDate || null,
      message.message,
      now,
    ],
  };
  const answer = await answerOnce(em, input.idempotency, now, accepted(TEXTS.contactAccepted, id), [contact]);
  return { answer, mailOwed: true, stored: true };
}
