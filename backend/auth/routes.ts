import type { AppDeps, AppRouter } from '../http/context.ts';
import { AppError } from '../http/AppError.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import { User } from '../db/entities/index.ts';
import type { LoginRequest } from '../../schemas/generated/login.ts';
import { sessionCookieName, sessionCookieOptions } from './cookie.ts';
import { decoy, verifyPassword } from './passwords.ts';
import { endSession, startSession } from './sessions.ts';

const TOO_MANY = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';

export function registerAuthRoutes(router: AppRouter, deps: AppDeps) {
  const { config, validators, logger } = deps;
  // 10 failures per account and 30 per address in 15 minutes.
  const perAccount = createRateLimiter(10, 15 * 60 * 1000);
  const perAddress = createRateLimiter(30, 15 * 60 * 1000);
  const cookie = sessionCookieName(config);

  router.post('/api/auth/login', async (ctx) => {
    const body = validators.parse<LoginRequest>('login', ctx.request.body);
    const username = body.username.trim().toLowerCase();
    const accountKey = `u:${username}`;
    const addressKey = `a:${ctx.ip}`;
    // Only failures count, so an office full of staff signing in from one address is never locked out.
    if (perAccount.isExhausted(accountKey) || perAddress.isExhausted(addressKey)) {
      ctx.set('Retry-After', String(Math.max(perAccount.retryAfter(accountKey), perAddress.retryAfter(addressKey))));
      logger.info({ msg: 'login throttled' });
      throw new AppError('rate_limited', TOO_MANY);
    }
    const em = ctx.state.em;
    const user = await em.findOne(User, { username });
    const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await decoy(), body.password), false);
    if (!user || !ok) {
      perAccount.hit(accountKey);
      perAddress.hit(addressKey);
      logger.info({ msg: 'login failed' });
      throw new AppError('unauthenticated', 'Usuario o contraseña incorrectos');
    }
    perAccount.reset(accountKey);
    // A new token at every sign-in; any token the browser held before is ended.
    if (ctx.state.sessionToken) await endSession(em, ctx.state.sessionToken);
    const token = await startSession(em, user, deps.now());
    ctx.cookies.set(cookie, token, sessionCookieOptions(config));
    ctx.body = { user: { id: user.id, username: user.username } };
  });

  router.post('/api/auth/logout', async (ctx) => {
    if (ctx.state.sessionToken) await endSession(ctx.state.em, ctx.state.sessionToken);
    ctx.cookies.set(cookie, '', { ...sessionCookieOptions(config), maxAge: 0 });
    ctx.body = { success: true };
  });

  router.get('/api/auth/me', async (ctx) => {
    const user = ctx.state.user;
    if (!user) throw new AppError('unauthenticated', 'No ha iniciado sesión');
    ctx.body = { user: { id: user.id, username: user.username } };
  });
}
