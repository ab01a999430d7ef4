import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidKey(),
    username: p.string().length(64).unique(),
    /** argon2id hash in PHC form; the clear password is never stored. */
    passwordHash: p.text(),
    createdAt: createdAt(),
  },
});
export type User = InferEntity<typeof User>;
