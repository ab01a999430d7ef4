import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts what must be read back but should not sit in the database in the clear (the TOTP secrets),
 * with AES-256-GCM under a key derived from the server's secret (SESSION_SECRET). A copy of the database
 * alone does not give the secrets; changing SESSION_SECRET makes stored ones unreadable, which
 * docs/operations.md explains (people set up two-factor sign-in again, or use a recovery code).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed under another key or altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'rumbo-migratorio', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
