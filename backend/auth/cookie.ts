import type { Config } from '../config.ts';

/** `__Host-` binds the cookie to our exact origin over HTTPS; plain HTTP (a laptop) cannot use it. */
export function sessionCookieName(config: Config): string {
  return config.publicUrl.startsWith('https:') ? '__Host-sesion' : 'sesion';
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
