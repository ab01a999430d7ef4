import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';

export const Contact = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  indexes: [
    { properties: ['createdAt'] },
    { properties: ['isRead', 'createdAt'] },
    // The mail sender finds the messages whose e-mails are still owed; only those are in the index.
    {
      name: 'contacts_mail_pending_index',
      expression: `create index "contacts_mail_pending_index" on "contacts" ("created_at") where "mail_pending"`,
    },
  ],
  properties: {
    id: uuidKey(),
    name: p.text(),
    email: p.text(),
    phone: p.text(),
    country: p.text(),
    address: p.text().nullable(),
    preferredDate: p.date().nullable(),
    message: p.text(),
    createdAt: createdAt(),
    isRead: p.boolean().default(false),
    /**
     * True while the confirmation and the staff notice are owed: the public form stores the message
     * with this set, and the mail sender writes the e-mails into the outbox and clears it in one
     * transaction (see backend/submissions/submissionMailQueue.ts).
     */
    mailPending: p.boolean().default(false),
  },
});
export type Contact = InferEntity<typeof Contact>;
