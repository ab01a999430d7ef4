import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidKey } from './common.ts';

export const Client = defineEntity({
  name: 'Client',
  tableName: 'clients',
  properties: {
    id: uuidKey(),
    name: p.text(),
    /** Stored lower-cased: a returning visitor is found by e-mail whatever its case. */
    email: p.text().unique(),
    phone: p.text(),
    address: p.text().nullable(),
    passportNumber: p.text().nullable(),
    dateOfBirth: p.date().nullable(),
    nationality: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Client = InferEntity<typeof Client>;
