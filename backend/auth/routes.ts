import type { AppDeps, AppRouter } from '../http/context.ts';
import { AppError } from '../http/AppError.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { User } from '../db/entities/index.ts';
import type { LoginRequest } from '../../schemas/generated/login.ts';
import { sessionCookieName, sessionCookieOptions } from './cookie.ts';
import { beginLoginAttempt, loginSucceeded } from './loginThrottle.ts';
import { decoy, verifyPassword } from './passwords.ts';
import { endSession, startSession } from './sessions.ts';

const TOO_MANY = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';
const NOT_SECURE = 'Inicie sesión desde la dirección https del sitio: esta conexión no es segura.';

/**
 * Sign-in, sign-out and who is signed in. Every sign-in outcome and every sign-out is logged with the
 * account name and client address, never the password or the token (the logger stamps the UTC time).
 */
export function registerAuthRoutes(router: AppRouter, deps: AppDeps) {
  const { config, validators, logger } = deps;
  const cookie = sessionCookieName(config);
  const cookieOptions = sessionCookieOptions(config);

  router.post('/api/auth/login', async (ctx) => {
    const body = validators.parse<LoginRequest>('login', ctx.request.body);
    const username = body.username.trim().toLowerCase();
    const address = clientAddress(ctx.ip);
    if (cookieOptions.secure && !ctx.secure) {
      // Koa would refuse to send the Secure cookie; answer before anything is counted or stored.
      logger.error({ msg: 'login over plain http: the proxy must send X-Forwarded-Proto: https', username, address });
      throw new AppError('forbidden', NOT_SECURE);
    }
    const now = deps.now();
    const em = ctx.state.em;
    const verdict = await beginLoginAttempt(em, username, address, now);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfter));
      logger.info({ msg: 'login throttled', username, address, limit: verdict.reason });
      throw new AppError('rate_limited', TOO_MANY);
    }
    const user = await em.findOne(User, { username });
    const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await decoy(), body.password), false);
    if (!user || !ok) {
      logger.info({ msg: 'login failed', username, address });
      throw new AppError('unauthenticated', 'Usuario o contraseña incorrectos');
    }
    await loginSucceeded(em, username, address);
    // A new token at every sign-in; any token the browser held before is ended.
    if (ctx.state.sessionToken) await endSession(em, ctx.state.sessionToken);
    const token = await startSession(em, user, now);
    ctx.cookies.set(cookie, token, cookieOptions);
    logger.info({ msg: 'login succeeded', username: user.username, address });
    ctx.body = { user: { id: user.id, username: user.username } };
  });

  router.post('/api/auth/logout', async (ctx) => {
    const user = ctx.state.user;
    if (ctx.state.sessionToken) await endSession(ctx.state.em, ctx.state.sessionToken);
    // Over plain http Koa cannot send a Secure cookie; the session is ended on the server all the same.
    if (!cookieOptions.secure || ctx.secure) ctx.cookies.set(cookie, '', { ...cookieOptions, maxAge: 0 });
    if (user) logger.info({ msg: 'logout', username: user.username, address: clientAddress(ctx.ip) });
    ctx.body = { success: true };
  });

  router.get('/api/auth/me', async (ctx) => {
    const user = ctx.state.user;
    if (!user) throw new AppError('unauthenticated', 'No ha iniciado sesión');
    ctx.body = { user: { id: user.id, username: user.username } };
  });
}
