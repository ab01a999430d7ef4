import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * A message waiting to be delivered. Written in the same transaction as the data it tells about,
 * so a request never waits on, nor is lost to, a slow or failing mail server.
 */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'mail_outbox',
  indexes: [
    { properties: ['status', 'nextAttemptAt'] },
    // The sender's claim reads due messages in this order; a partial index keeps it cheap however many wait.
    {
      name: 'mail_outbox_due_index',
      expression: `create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at", "id") where "status" in ('pending', 'sending')`,
    },
  ],
  properties: {
    id: uuidKey(),
    kind: p.text(),
    to: p.text().fieldName('recipient'),
    subject: p.text(),
    text: p.text().fieldName('body_text'),
    html: p.text().nullable().fieldName('body_html'),
    attachments: p.json<OutboxAttachment[]>().nullable(),
    /** pending | sent | failed */
    status: p.text().default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    lastError: p.text().nullable(),
    messageId: p.text().nullable(),
    relatedId: p.uuid().nullable().index(),
    createdAt: createdAt(),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
