import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { AppError } from '../http/AppError.ts';
import type { AppState } from '../http/context.ts';
import { sessionCookieName } from './cookie.ts';
import { resumeSession } from './sessions.ts';

/** Routes anyone may call. Everything else under /api/ and /objects/ needs a signed-in staff user. */
export const PUBLIC_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/api\/contacts$/ },
  { method: 'POST', path: /^\/api\/consultations$/ },
  { method: 'GET', path: /^\/api\/carousel-images$/ },
  { method: 'POST', path: /^\/api\/auth\/login$/ },
  { method: 'POST', path: /^\/api\/auth\/logout$/ },
  { method: 'GET', path: /^\/api\/auth\/me$/ },
  // Authorised by the URL's own signature and expiry (backend/storage/receiveUpload.ts), not by a cookie.
  { method: 'PUT', path: /^\/api\/objects\/put\/[^/]+$/ },
];

export const isPublic = (method: string, path: string) =>
  PUBLIC_ROUTES.some((route) => (route.method === method || (route.method === 'GET' && method === 'HEAD')) && route.path.test(path));

/** Deny by default: a new route is private until it is added to PUBLIC_ROUTES. */
export function loadUser(config: Config, now: () => Date): Middleware<AppState> {
  const cookie = sessionCookieName(config);
  const guard = (ctx: Parameters<Middleware<AppState>>[0], next: () => Promise<unknown>) => {
    const guarded = ctx.path.startsWith('/api/') || ctx.path.startsWith('/objects/');
    if (guarded && !ctx.state.user && !isPublic(ctx.method, ctx.path)) {
      throw new AppError('unauthenticated', 'Su sesión ha expirado o no ha iniciado sesión');
    }
    return next();
  };
  return (ctx, next) => {
    const token = ctx.cookies.get(cookie) ?? null;
    ctx.state.sessionToken = token;
    ctx.state.user = null;
    // Without a cookie there is nothing to look up: no database, no promise of our own.
    if (!token) return guard(ctx, next);
    return resumeSession(ctx.state.em, token, now()).then((user) => {
      ctx.state.user = user;
      return guard(ctx, next);
    });
  };
}
