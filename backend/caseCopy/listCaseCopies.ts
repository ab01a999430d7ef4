import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseCopyList } from '../../schemas/generated/caseCopyList.ts';
import { Consultation } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { CASE_COPY_KIND } from './caseCopyMail.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { queryRows } from '../db/sql.ts';

/** The copies the list shows: enough for a case's history, never a page of the whole outbox. */
const LIMIT = 20;

interface Row {
  id: string;
  recipient: string;
  status: CaseCopyList[number]['status'];
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The e-mailed copies of a case and what became of each, newest first, so a consultant sees a copy
 * that could not be delivered (the mail server refused it on every attempt) and can send it again.
 */
export async function listCaseCopies(em: EntityManager, consultationId: string): Promise<CaseCopyList> {
  if (!(await em.findOne(Consultation, { id: consultationId }, { fields: ['id'] }))) {
    throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  }
  const rows = await queryRows<Row>(
    em,
    `select id, recipient, status, attempts, created_at, sent_at from mail_outbox
      where related_id = ? and kind = ? order by created_at desc, id desc limit ?`,
    [consultationId, CASE_COPY_KIND, LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    status: row.status,
    attempts: row.attempts,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
  }));
}
