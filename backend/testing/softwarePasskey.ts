import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software, for the API tests: it answers WebAuthn registration and sign-in options as a
 * platform authenticator would (ES256, 'none' attestation, user present and verified), so the server's
 * own verification (@simplewebauthn/server) runs on real signatures. The browser tests use Chromium's
 * virtual authenticator instead.
 */
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

export class SoftwarePasskey {
  readonly id = randomBytes(32);
  #privateKey: KeyObject;
  #publicKey: { x: Buffer; y: Buffer };
  counter = 0;

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.#publicKey = { x: Buffer.from(jwk.x!, 'base64url'), y: Buffer.from(jwk.y!, 'base64url') };
  }

  get rpId() {
    return new URL(this.origin).hostname;
  }

  /** The answer to `POST /api/auth/passkeys/options`. */
  register(options: { challenge: string }) {
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, this.#publicKey.x],
      [-3, this.#publicKey.y],
    ]);
    const credentialLength = Buffer.from([0, this.id.length]);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x45]),
      uint32(this.counter),
      Buffer.alloc(16),
      credentialLength,
      this.id,
      isoCBOR.encode(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(Buffer.from(clientData)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The answer to `POST /api/auth/login/passkey/options`, signed with this key; the counter moves on. */
  signIn(options: { challenge: string }, { origin = this.origin, counter = ++this.counter } = {}) {
    const authenticatorData = Buffer.concat([sha256(new URL(origin).hostname), Buffer.from([0x05]), uint32(counter)]);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = createSign('SHA256')
      .update(Buffer.concat([authenticatorData, sha256(clientData)]))
      .sign(this.#privateKey);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      clientExtensionResults: {},
    };
  }
}
