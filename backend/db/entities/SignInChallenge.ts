import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from './common.ts';
import { User } from './User.ts';

/**
 * A password accepted for an account with two-factor sign-in, waiting for its code: not a session.
 * The browser holds the token in a short-lived cookie; only its SHA-256 is stored.
 */
export const SignInChallenge = defineEntity({
  name: 'SignInChallenge',
  tableName: 'sign_in_challenges',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    address: p.string().length(100),
    userAgent: p.string().length(300).nullable(),
    /** Wrong codes tried against this challenge; it ends after a few. */
    failures: p.integer().default(0),
    expiresAt: p.datetime().index(),
    createdAt: createdAt(),
  },
});
export type SignInChallenge = InferEntity<typeof SignInChallenge>;
