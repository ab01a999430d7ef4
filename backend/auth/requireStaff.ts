import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { AppError } from '../http/AppError.ts';
import { clientAddress } from '../http/clientAddress.ts';
import type { AppState } from '../http/context.ts';
import { sessionCookieName } from './cookie.ts';
import { resumeSession } from './sessions.ts';
import { AUTH_TEXTS } from './texts.ts';

/**
 * Loads the signed-in user, if any, into ctx.state; it refuses nothing. The refusal is part of the
 * staff routes themselves (`requireStaff`, the staff router's first middleware, then each route's
 * permission, backend/auth/permissions.ts): whether a request needs a session is decided by the route
 * that matched, never by reading the path a second time.
 */
export function loadUser(config: Config, now: () => Date): Middleware<AppState> {
  const cookie = sessionCookieName(config);
  return (ctx, next) => {
    const token = ctx.cookies.get(cookie) ?? null;
    ctx.state.sessionToken = token;
    ctx.state.user = null;
    ctx.state.session = null;
    ctx.state.address = clientAddress(ctx.ip);
    // Without a cookie there is nothing to look up: no database, no promise of our own.
    if (!token) return next();
    return resumeSession(ctx.state.em, token, config.sessionLimits, now()).then((session) => {
      ctx.state.session = session;
      ctx.state.user = session?.user ?? null;
      return next();
    });
  };
}

/** The session check of every staff route (backend/http/routes.ts): no user, no handler. */
export const requireStaff: Middleware<AppState> = (ctx, next) => {
  if (!ctx.state.user) throw new AppError('unauthenticated', AUTH_TEXTS.notSignedIn);
  return next();
};
