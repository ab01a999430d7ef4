import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import type { PasskeyList } from '../../schemas/generated/passkeyList.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { hasSecondFactor } from './secondFactors.ts';
import { rotateSession, hashToken, type CurrentSession } from './sessions.ts';
import { replaceRecoveryCodes } from './twoFactorEnrolment.ts';
import { AUTH_TEXTS } from './texts.ts';

/** Where passkeys belong: the site's host name (the relying party) and its origin, from PUBLIC_URL. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
};

/** How long the browser may take between asking for a challenge and answering it. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

async function keepChallenge(em: EntityManager, purpose: string, challenge: string, now: Date): Promise<void> {
  await runSql(
    em,
    `insert into webauthn_challenges (purpose, challenge, expires_at) values (?, ?, ?)
     on conflict (purpose) do update set challenge = excluded.challenge, expires_at = excluded.expires_at`,
    [purpose, challenge, new Date(now.getTime() + CHALLENGE_TTL_MS)],
  );
}

/** The challenge issued for `purpose`, taken (it answers one response only), or null when none is waiting. */
async function takeChallenge(em: EntityManager, purpose: string, now: Date): Promise<string | null> {
  const [row] = await queryRows<{ challenge: string }>(
    em,
    'delete from webauthn_challenges where purpose = ? and expires_at > ? returning challenge',
    [purpose, now],
  );
  return row?.challenge ?? null;
}

const registerPurpose = (sessionId: string) => `register:${sessionId}`;
const signInPurpose = (challengeToken: string) => `sign-in:${hashToken(challengeToken)}`;

/** 'Mis llaves de acceso': the passkeys of the signed-in person. */
export async function listPasskeys(em: EntityManager, userId: string): Promise<PasskeyList> {
  const rows = await queryRows<{ id: string; name: string; createdAt: Date; lastUsedAt: Date | null }>(
    em,
    'select id, name, created_at as "createdAt", last_used_at as "lastUsedAt" from passkeys where user_id = ? order by created_at',
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  }));
}

/** What the browser needs to make a passkey for the signed-in person (its existing ones excluded). */
export async function passkeyRegistrationOptions(em: EntityManager, session: CurrentSession, rp: RelyingParty, now: Date) {
  const existing = await queryRows<{ id: string; transports: string[] | null }>(
    em,
    'select id, transports from passkeys where user_id = ?',
    [session.user.id],
  );
  const options = await generateRegistrationOptions({
    rpName: BUSINESS_NAME,
    rpID: rp.id,
    userName: session.user.username,
    userDisplayName: session.user.name,
    userID: new TextEncoder().encode(session.user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(em, registerPurpose(session.id), options.challenge, now);
  return options;
}

/**
 * The browser's new passkey, checked against the challenge this session was given (used once), the
 * site's origin and host. Stored with its name; the person's first second factor also gives them ten
 * recovery codes, and a session that had to set one up goes on as a full one under a new token.
 */
export async function registerPasskey(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  body: { name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
  now: Date,
): Promise<{ recoveryCodes: string[] | null; token: string | null }> {
  return em.transactional(async (tx) => {
    const challenge = await takeChallenge(tx, registerPurpose(session.id), now);
    if (!challenge) throw new AppError('conflict', AUTH_TEXTS.passkeyNoChallenge);
    const verification = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified)
      throw new AppError('invalid', AUTH_TEXTS.passkeyRefused, [{ path: 'response', message: AUTH_TEXTS.passkeyRefused }]);
    const { credential } = verification.registrationInfo;
    const [{ hadFactor }] = await queryRows<{ hadFactor: boolean }>(
      tx,
      `select ${hasSecondFactor('u')} as "hadFactor" from users u where id = ?`,
      [session.user.id],
    );
    const inserted = await queryRows(
      tx,
      `insert into passkeys (id, user_id, public_key, counter, transports, name, created_at) values (?, ?, ?, ?, ?::jsonb, ?, ?)
       on conflict (id) do nothing returning id`,
      [
        credential.id,
        session.user.id,
        Buffer.from(credential.publicKey),
        credential.counter,
        JSON.stringify(credential.transports ?? null),
        body.name.trim(),
        now,
      ],
    );
    if (!inserted.length) throw new AppError('conflict', AUTH_TEXTS.passkeyTaken);
    const recoveryCodes = hadFactor ? null : await replaceRecoveryCodes(tx, session.user.id, now);
    const token = session.stage === 'mfa-enrol' ? await rotateSession(tx, session.id, null, now) : null;
    await recordActivity(
      tx,
      actor,
      {
        action: 'passkey_added',
        record: { kind: 'staff', id: session.user.id },
        description: AUTH_TEXTS.activity.passkeyAdded(body.name.trim()),
      },
      now,
    );
    return { recoveryCodes, token };
  });
}

/** Removes one of one's own passkeys. Removing the last second factor while the office requires one is refused. */
export async function removePasskey(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  id: string,
  requireMfa: boolean,
  now: Date,
): Promise<void> {
  await em.transactional(async (tx) => {
    const [removed] = await queryRows<{ name: string }>(tx, 'delete from passkeys where id = ? and user_id = ? returning name', [
      id,
      session.user.id,
    ]);
    if (!removed) throw new AppError('not_found', AUTH_TEXTS.passkeyNotFound);
    const [{ left }] = await queryRows<{ left: boolean }>(tx, `select ${hasSecondFactor('u')} as left from users u where id = ?`, [
      session.user.id,
    ]);
    if (!left && requireMfa) throw new AppError('conflict', AUTH_TEXTS.lastFactorRequired);
    await recordActivity(
      tx,
      actor,
      {
        action: 'passkey_removed',
        record: { kind: 'staff', id: session.user.id },
        description: AUTH_TEXTS.activity.passkeyRemoved(removed.name),
      },
      now,
    );
  });
}

/** What the browser needs to sign the sign-in wait's challenge with one of the account's passkeys. */
export async function passkeySignInOptions(em: EntityManager, userId: string, challengeToken: string, rp: RelyingParty, now: Date) {
  const keys = await queryRows<{ id: string; transports: string[] | null }>(em, 'select id, transports from passkeys where user_id = ?', [
    userId,
  ]);
  if (!keys.length) throw new AppError('conflict', AUTH_TEXTS.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    userVerification: 'preferred',
  });
  await keepChallenge(em, signInPurpose(challengeToken), options.challenge, now);
  return options;
}

/**
 * The signed challenge, checked against the passkey it names (one of the account's), the challenge
 * given to this wait (used once), the origin and host; the signature counter must move on when the
 * authenticator keeps one (a cloned key would repeat it). Returns how the sign-in was made, or null.
 */
export async function verifyPasskeySignIn(
  em: EntityManager,
  userId: string,
  challengeToken: string,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now: Date,
): Promise<string | null> {
  const challenge = await takeChallenge(em, signInPurpose(challengeToken), now);
  if (!challenge) return null;
  const [key] = await queryRows<{ id: string; publicKey: Buffer; counter: number; transports: string[] | null; name: string }>(
    em,
    'select id, public_key as "publicKey", counter, transports, name from passkeys where id = ? and user_id = ?',
    [response.id, userId],
  );
  if (!key) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(key.publicKey),
      counter: Number(key.counter),
      transports: key.transports ?? undefined,
    },
  }).catch(() => null);
  if (!verification?.verified) return null;
  const { newCounter } = verification.authenticationInfo;
  // One statement decides between two answers racing with the same signature.
  const { rowCount } = await runSql(em, 'update passkeys set counter = ?, last_used_at = ? where id = ? and (counter < ? or ? = 0)', [
    newCounter,
    now,
    key.id,
    newCounter,
    newCounter,
  ]);
  return rowCount === 1 ? AUTH_TEXTS.activity.withPasskey(key.name) : null;
}
