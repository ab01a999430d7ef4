import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
/** A code of the step before or after is accepted too (the phone's clock may be a little off). */
const WINDOW = 1;

/** A new secret: 160 random bits, in the base32 the apps take. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, username: string) =>
  new TOTP({ issuer: BUSINESS_NAME, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** What the setup screen shows: the secret to type, the otpauth:// address and its QR code (SVG). */
export async function totpEnrolment(secret: string, username: string): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The 30-second step `code` belongs to, or null when it is not a current code. The caller accepts
 * the step only if it is later than the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, 'x').validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The current code, as the phone would show it (tests and the bench compute codes with it). */
export const totpCode = (secret: string, now: Date) => totpOf(secret, 'x').generate({ timestamp: now.getTime() });

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Ten recovery codes of 24 characters from a 32-letter alphabet (120 bits each), written in groups of
 * four. With that much chance in them a plain SHA-256 is enough to store them
 * (docs/decisions/0184-two-factor-sign-in.md).
 */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(24);
    const letters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/** How a recovery code is stored and looked up: typed in any case, with or without its hyphens and spaces. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex');
