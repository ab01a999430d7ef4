import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The team's sign-in rules: one row (id 1). */
export const StaffSettings = defineEntity({
  name: 'StaffSettings',
  tableName: 'staff_settings',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** Every account must sign in with a second factor; one without it enrols right after the password. */
    requireMfa: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});
export type StaffSettings = InferEntity<typeof StaffSettings>;
