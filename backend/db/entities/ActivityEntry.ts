import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One line of the activity record: who did what, when, from where. Append-only: the database refuses
 * to update a row, or to delete one younger than the retention floor (migration StaffAccounts).
 * It never holds form contents, passwords or codes.
 */
export const ActivityEntry = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity_log',
  indexes: [
    { properties: ['at'] },
    { properties: ['actorId', 'at'] },
    { properties: ['action', 'at'] },
    { properties: ['consultationId', 'at'] },
  ],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    at: p.datetime(),
    /** null for a failed sign-in with an unknown name. */
    actorId: p.uuid().nullable(),
    /** The username as it was when the entry was written, or the name typed at a failed sign-in. */
    actorName: p.string().length(64).nullable(),
    address: p.string().length(100).nullable(),
    /** What was done (backend/activity/actions.ts). */
    action: p.string().length(50),
    recordKind: p.string().length(30).nullable(),
    recordId: p.string().length(100).nullable(),
    /** The consultation the entry concerns, so its case dialog can show its record. */
    consultationId: p.uuid().nullable(),
    /** One Spanish sentence: what was done to what (never form contents). */
    description: p.text(),
  },
});
export type ActivityEntry = InferEntity<typeof ActivityEntry>;
