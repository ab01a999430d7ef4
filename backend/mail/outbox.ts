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

/**
 * Forgets delivered messages older than `days` days (their content is personal data); pending and
 * failed ones are kept whatever their age. `days` 0 keeps everything. Returns how many went.
 */
export async function purgeDeliveredMail(em: EntityManager, now: Date, days: number): Promise<number> {
  if (days <= 0) return 0;
  return em.nativeDelete(OutboxMessage, { status: 'sent', sentAt: { $lt: new Date(now.getTime() - days * 24 * 60 * 60 * 1000) } });
}
