import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload URLs of the local storage: HMAC-SHA256 (base64url) over the object name and the
 * expiry instant, keyed by the session secret. The leading label keeps these MACs apart from any
 * other use of the same secret.
 */
export function signUpload(secret: string, name: string, expires: number): string {
  return createHmac('sha256', secret).update(`object-upload\n${name}\n${expires}`).digest('base64url');
}

export type UploadSignatureCheck = 'valid' | 'expired' | 'too_far_ahead' | 'invalid';

/**
 * How far the processes' clocks may disagree: a URL signed by one process may name an expiry up to this
 * much further ahead than the checking process would have written.
 */
export const UPLOAD_CLOCK_ALLOWANCE_SECONDS = 300;

/**
 * `expires` is in Unix seconds; an URL stops working the second after it. `validitySeconds` is how long
 * the URLs the server hands out are valid for: a URL whose expiry lies further ahead than that (plus the
 * clock allowance) is none the server issued, even with a good signature, and is refused too. Otherwise
 * a URL signed for years (by a changed setting, or by anything else that held the secret) would outlive
 * the memory of spent names (backend/storage/localStorage.ts), which lasts one validity.
 */
export function checkUploadSignature(
  secret: string,
  name: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
  validitySeconds: number,
): UploadSignatureCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
  // Compared as text, so the unused low bits of the last character cannot give a second valid spelling.
  const expected = Buffer.from(signUpload(secret, name, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const expiresAt = Number(expires) * 1000;
  if (expiresAt < now.getTime()) return 'expired';
  if (expiresAt > now.getTime() + (validitySeconds + UPLOAD_CLOCK_ALLOWANCE_SECONDS) * 1000) return 'too_far_ahead';
  return 'valid';
}
