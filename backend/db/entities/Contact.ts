import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';

export const Contact = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  indexes: [{ properties: ['createdAt'] }, { properties: ['isRead', 'createdAt'] }],
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
  },
});
export type Contact = InferEntity<typeof Contact>;
