import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidKey } from './common.ts';

/** A staff account. Accounts are never deleted (the activity record names them): they are disabled. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  checks: [{ name: 'users_role_check', expression: `role in ('administrador', 'consultor', 'editor')` }],
  properties: {
    id: uuidKey(),
    username: p.string().length(64).unique(),
    /** The person's name as the panel shows it. */
    name: p.string().length(100),
    /** administrador | consultor | editor (engine/staff/roles.ts). */
    role: p.string().length(20),
    /** argon2id hash in PHC form; the clear password is never stored. */
    passwordHash: p.text(),
    /** Set when an administrador typed the password (a new account, a reset): the person chooses their own at the next sign-in. */
    mustChangePassword: p.boolean().default(false),
    passwordChangedAt: p.datetime().nullable(),
    /** A disabled account cannot sign in and has no sessions. */
    disabledAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    /** The TOTP secret, encrypted (backend/auth/secretBox.ts); set once two-factor sign-in is confirmed. */
    totpSecret: p.text().nullable(),
    /** A secret offered by setup and not yet confirmed with a code. */
    totpPendingSecret: p.text().nullable(),
    totpEnabledAt: p.datetime().nullable(),
    /** The last 30-second step whose code was accepted: a code is accepted once. */
    totpLastStep: p.integer().nullable(),
    createdAt: createdAt(),
  },
});
export type User = InferEntity<typeof User>;
