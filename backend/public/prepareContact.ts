import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from '../db/entities/index.ts';
import { queueMail } from '../mail/outbox.ts';
import type { Submission } from './submission.ts';
import { contactMails, type MailContext } from './submissionMails.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';

/** An inline contact message (stored unread) and its e-mails. */
export function prepareContact(submission: Submission, mail: Omit<MailContext, 'id'>): PreparedSubmission {
  const id = randomUUID();
  const drafts = contactMails(submission, { ...mail, id });
  return {
    id,
    async write(tx: EntityManager) {
      await tx.insert(Contact, {
        id,
        name: submission.name,
        email: submission.email,
        phone: submission.phone,
        country: submission.country,
        address: submission.address,
        preferredDate: submission.preferredDate || null,
        message: submission.message,
        createdAt: mail.now,
        isRead: false,
      });
      await queueMail(tx, drafts, mail.now);
    },
  };
}
