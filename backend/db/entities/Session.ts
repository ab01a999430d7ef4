import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from './common.ts';
import { User } from './User.ts';

/** A signed-in staff session. Only the SHA-256 of the cookie token is stored; `id` names it in 'Mis sesiones'. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    tokenHash: p.string().length(64).primary(),
    id: p
      .uuid()
      .unique()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: createdAt(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    /** The browser's User-Agent at sign-in, cut to 300 characters. */
    userAgent: p.string().length(300).nullable(),
    /** The address the session was started from. */
    address: p.string().length(100).nullable(),
    /**
     * null: a full session. `password`: the person must choose a new password before anything else;
     * `mfa-enrol`: two-factor sign-in is required and the person must set it up first.
     */
    stage: p.string().length(20).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;
