import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Client } from './Client.ts';
import { createdAt, updatedAt, uuidKey } from './common.ts';

export const Consultation = defineEntity({
  name: 'Consultation',
  tableName: 'consultations',
  indexes: [
    { properties: ['createdAt'] },
    { properties: ['status', 'createdAt'] },
    { properties: ['destinationCountry', 'createdAt'] },
    {
      name: 'consultations_mail_pending_index',
      expression: `create index "consultations_mail_pending_index" on "consultations" ("created_at") where "mail_pending"`,
    },
  ],
  properties: {
    id: uuidKey(),
    client: p.manyToOne(Client).index(),
    /**
     * The contact details the request was made with. The client record is not changed by a later
     * anonymous request, so these are what this consultation shows (docs/security.md, "Client records").
     */
    name: p.text(),
    /** Lower-cased, as the client's: the request found its client by it. */
    email: p.text(),
    phone: p.text(),
    address: p.text().nullable(),
    destinationCountry: p.text(),
    appointmentDate: p.date().nullable(),
    status: p.text().default('pending'),
    originalMessage: p.text().nullable(),
    /** True while the request's e-mails are owed (as Contact.mailPending). */
    mailPending: p.boolean().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Consultation = InferEntity<typeof Consultation>;
