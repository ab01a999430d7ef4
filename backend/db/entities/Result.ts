import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';

/** A snapshot of a completed consultation, filed under exito or reaplicar. */
export const Result = defineEntity({
  name: 'Result',
  tableName: 'results',
  indexes: [{ properties: ['resultType', 'completedAt'] }, { properties: ['completedAt'] }],
  properties: {
    id: uuidKey(),
    /** Unique: two completions racing for one consultation can only ever file one result. */
    originalConsultationId: p.uuid().unique(),
    name: p.text(),
    address: p.text(),
    email: p.text(),
    phone: p.text(),
    country: p.text(),
    preferredDate: p.date().nullable(),
    resultType: p.text(),
    originalCreatedAt: p.datetime(),
    message: p.text().nullable(),
    completedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Result = InferEntity<typeof Result>;
