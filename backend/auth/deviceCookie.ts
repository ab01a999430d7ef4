import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * OWASP's device cookie (docs/decisions/0179-device-cookies-brake-guessing-not-the-owner.md): a browser
 * where an account signed in successfully keeps a cookie naming that account and a random nonce, signed
 * with the server's secret. A sign-in attempt for that account presenting it is counted on its own
 * (backend/auth/loginThrottle.ts), so a stranger's failures never slow the owner down on their own browser.
 * Nothing is stored on the server: the signature is the proof; a new SESSION_SECRET voids every cookie.
 */
export interface DeviceCookie {
  /** The account name (trimmed, lower case) the cookie was issued to. */
  account: string;
  /** 128 random bits (base64url): the key of this browser's own failure counter. */
  nonce: string;
}

/** A year: the cookie outlives sessions and sign-outs on purpose; each success replaces it. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** `__Host-` binds the cookie to our exact origin over HTTPS, as the session cookie is (backend/auth/cookie.ts). */
export function deviceCookieName(config: Config): string {
  return config.publicUrl.startsWith('https:') ? '__Host-dispositivo' : 'dispositivo';
}

export function deviceCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    overwrite: true,
    signed: false,
  };
}

// The label keeps these MACs apart from the other uses of the same secret (upload URLs).
const mac = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`device-cookie\n${account}\n${nonce}`).digest('base64url');

/** A new cookie value for `account`: `<account, base64url>.<nonce>.<HMAC-SHA256, base64url>`. */
export function issueDeviceCookie(secret: string, account: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${Buffer.from(account, 'utf8').toString('base64url')}.${nonce}.${mac(secret, account, nonce)}`;
}

/** The account and nonce of a cookie value this server signed; null for anything else (forged, altered, malformed). */
export function readDeviceCookie(secret: string, value: string | undefined | null): DeviceCookie | null {
  if (!value || value.length > 300) return null;
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const account = Buffer.from(match[1], 'base64url').toString('utf8');
  const nonce = match[2];
  // Compared as text, so another spelling of the same bytes is no second valid cookie.
  const expected = Buffer.from(mac(secret, account, nonce));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Buffer.from(account, 'utf8').toString('base64url') !== match[1]) return null;
  return { account, nonce };
}

/** What of Koa's `ctx.cookies` the sign-in route uses. */
interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: ReturnType<typeof deviceCookieOptions>): unknown;
}

/** The device cookie as the sign-in route reads and replaces it, with the configuration's name, flags and secret. */
export function deviceCookies(config: Config) {
  const name = deviceCookieName(config);
  const options = deviceCookieOptions(config);
  return {
    read: (cookies: CookieJar): DeviceCookie | null => readDeviceCookie(config.sessionSecret, cookies.get(name)),
    /** After a successful sign-in: a new nonce, so the browser's own count starts afresh. */
    issue: (cookies: CookieJar, account: string) => void cookies.set(name, issueDeviceCookie(config.sessionSecret, account), options),
  };
}
