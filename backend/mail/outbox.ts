import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage } from '../db/entities/index.ts';
import type { OutboxAttachment } from '../db/entities/OutboxMessage.ts';

/** A message to send once the data it tells about is committed. */
export interface MailDraft {
  /** What the message is, for staff and the logs (never its content): 'contact.confirmation', … */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** The record the message is about. */
  relatedId?: string;
}

// A header must stay on one line, whatever a visitor typed into the fields it quotes.
const oneLine = (subject: string) => subject.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * Adds messages to the outbox with the transaction's EntityManager, so they exist exactly when the
 * data they announce does. Delivery happens later, outside the request. Returns the new rows' ids,
 * in the order of `drafts`.
 */
export async function queueMail(tx: EntityManager, drafts: MailDraft[], now: Date): Promise<string[]> {
  if (drafts.length === 0) return [];
  const ids = drafts.map(() => randomUUID());
  await tx.insertMany(
    OutboxMessage,
    drafts.map((draft, index) => ({
      id: ids[index],
      kind: draft.kind,
      to: draft.to,
      subject: oneLine(draft.subject),
      text: draft.text,
      html: draft.html ?? null,
      attachments: draft.attachments?.length ? draft.attachments : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      relatedId: draft.relatedId ?? null,
      createdAt: now,
    })),
  );
  return ids;
}

/** An INSERT with `?` placeholders and their values, in order (MikroORM's `em.execute(sql, params)`). */
export interface OutboxInsert {
  sql: string;
  params: unknown[];
  /** The new rows' ids, in the order of the drafts. */
  ids: string[];
}

/**
 * The same rows queueMail writes, as one INSERT statement to embed in a larger one (a data-modifying
 * `with … as (insert …)` step), so the messages are stored by the very statement that stores the
 * data they announce. Null when there is nothing to send.
 */
export function outboxInsert(drafts: MailDraft[], now: Date): OutboxInsert | null {
  if (drafts.length === 0) return null;
  const ids = drafts.map(() => randomUUID());
  const params = drafts.flatMap((draft, index) => [
    ids[index],
    draft.kind,
    draft.to,
    oneLine(draft.subject),
    draft.text,
    draft.html ?? null,
    draft.attachments?.length ? JSON.stringify(draft.attachments) : null,
    now,
    draft.relatedId ?? null,
    now,
  ]);
  const row = "(?::uuid, ?, ?, ?, ?, ?, ?::jsonb, 'pending', 0, ?::timestamptz, ?::uuid, ?::timestamptz)";
  const sql =
    'insert into mail_outbox (id, kind, recipient, subject, body_text, body_html, attachments, status, attempts, next_attempt_at, related_id, created_at) values ' +
    drafts.map(() => row).join(', ');
  return { sql, params, ids };
}
