import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Client, Consultation } from '../db/entities/index.ts';
import { queueMail } from '../mail/outbox.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';
import type { Submission } from './submission.ts';
import { consultationMails, type MailContext } from './submissionMails.ts';

/**
 * An appointment request: the client is found by e-mail (any case) or created, and takes the newest
 * name, phone and address; the consultation starts 'pending'. The client is one upsert, so two
 * simultaneous first requests from one address still make one client.
 */
export function prepareConsultation(submission: Submission, mail: Omit<MailContext, 'id'>): PreparedSubmission {
  const id = randomUUID();
  const now = mail.now;
  const drafts = consultationMails(submission, { ...mail, id });
  return {
    id,
    async write(tx: EntityManager) {
      const client = await tx.upsert(
        Client,
        {
          id: randomUUID(),
          email: submission.email.toLowerCase(),
          name: submission.name,
          phone: submission.phone,
          address: submission.address,
          createdAt: now,
          updatedAt: now,
        },
        { onConflictFields: ['email'], onConflictAction: 'merge', onConflictMergeFields: ['name', 'phone', 'address', 'updatedAt'] },
      );
      await tx.insert(Consultation, {
        id,
        client: client.id,
        destinationCountry: submission.country,
        appointmentDate: submission.preferredDate || null,
        status: 'pending',
        originalMessage: submission.message || null,
        createdAt: now,
        updatedAt: now,
      });
      await queueMail(tx, drafts, now);
    },
  };
}
