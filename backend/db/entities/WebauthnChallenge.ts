import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A WebAuthn challenge waiting for its answer, used once: `purpose` is `register:<session id>` (adding a
 * passkey) or `sign-in:<hash of the sign-in wait's token>` (the second factor of a sign-in).
 */
export const WebauthnChallenge = defineEntity({
  name: 'WebauthnChallenge',
  tableName: 'webauthn_challenges',
  properties: {
    purpose: p.string().length(120).primary(),
    challenge: p.string().length(200),
    expiresAt: p.datetime().index(),
  },
});
export type WebauthnChallenge = InferEntity<typeof WebauthnChallenge>;
