import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidKey } from './common.ts';

/** A snapshot of a completed consultation, filed under exito or reaplicar. */
export const Result = defineEntity({
  name: 'Result',
  tableName: 'results',
  indexes: [{ properties: ['resultType', 'completedAt'] }, { properties: ['completedAt'] }, { properties: ['originalConsultationId'] }],
  properties: {
    id: uuidKey(),
    /** Not unique: a consultation rescheduled after completing and completed again files another result. */
    originalConsultationId: p.uuid(),
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
