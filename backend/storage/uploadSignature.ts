import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload URLs of the local storage: HMAC-SHA256 (base64url) over the object name and the
 * expiry instant, keyed by the session secret. The leading label keeps these MACs apart from any
 * other use of the same secret.
 */
export function signUpload(secret: string, name: string, expires: number): string {
  return createHmac('sha256', secret).update(`object-upload\n${name}\n${expires}`).digest('base64url');
}

export type UploadSignatureCheck = 'valid' | 'expired' | 'invalid';

/** `expires` is in Unix seconds; an URL stops working the second after it. */
export function checkUploadSignature(
  secret: string,
  name: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): UploadSignatureCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
  // Compared as text, so the unused low bits of the last character cannot give a second valid spelling.
  const expected = Buffer.from(signUpload(secret, name, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
