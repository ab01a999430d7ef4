import type { Config } from '../config.ts';

const securePrefix = (config: Config) => (config.publicUrl.startsWith('https:') ? '__Host-' : '');

/** `__Host-` binds the cookie to our exact origin over HTTPS; plain HTTP (a laptop) cannot use it. */
export function sessionCookieName(config: Config): string {
  return `${securePrefix(config)}sesion`;
}

/** The short wait between a right password and its code (backend/auth/signInChallenges.ts). */
export function challengeCookieName(config: Config): string {
  return `${securePrefix(config)}sesion-verificacion`;
}

export function sessionCookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    overwrite: true,
    signed: false,
  };
}
