import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from './common.ts';
import { User } from './User.ts';

/** A signed-in staff session. Only the SHA-256 of the cookie token is stored. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAt(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type Session = InferEntity<typeof Session>;
