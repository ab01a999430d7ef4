import type { AppDeps, AppRouter } from '../http/context.ts';
import { AppError } from '../http/AppError.ts';
import { clientAddress } from '../http/clientAddress.ts';
import type { LoginRequest } from '../../schemas/generated/login.ts';
import type { SessionAnswer } from '../../schemas/generated/sessionAnswer.ts';
import { sessionCookieName, sessionCookieOptions } from './cookie.ts';
import { deviceCookies } from './deviceCookie.ts';
import { accountName, signIn } from './signIn.ts';
import { signOut } from './signOut.ts';
import { AUTH_TEXTS } from './texts.ts';

/**
 * Sign-in, sign-out and who is signed in; the rules are in the use cases (signIn, signOut), the
 * cookie is set here.
 */
export function registerAuthRoutes(router: AppRouter, deps: AppDeps) {
  const { config, validators, logger } = deps;
  const cookie = sessionCookieName(config);
  const cookieOptions = sessionCookieOptions(config);
  const device = deviceCookies(config);

  router.post('/api/auth/login', async (ctx) => {
    const body = validators.parse<LoginRequest>('login', ctx.request.body);
    const address = clientAddress(ctx.ip);
    if (cookieOptions.secure && !ctx.secure) {
      // Koa would refuse to send the Secure cookie; answer before anything is counted or stored.
      logger.error({ msg: 'login over plain http: the proxy must send X-Forwarded-Proto: https', username: accountName(body.username), address });
      throw new AppError('forbidden', AUTH_TEXTS.notSecure);
    }
    const input = { username: body.username, password: body.password, address, previousToken: ctx.state.sessionToken, device: device.read(ctx.cookies) };
    const { user, token } = await signIn(ctx.state.em, input, deps.now(), logger);
    ctx.cookies.set(cookie, token, cookieOptions);
    device.issue(ctx.cookies, accountName(user.username));
    ctx.body = { user };
  });

  router.post('/api/auth/logout', async (ctx) => {
    await signOut(ctx.state.em, { token: ctx.state.sessionToken, user: ctx.state.user, address: clientAddress(ctx.ip) }, logger);
    // Over plain http Koa cannot send a Secure cookie; the session is ended on the server all the same.
    if (!cookieOptions.secure || ctx.secure) ctx.cookies.set(cookie, '', { ...cookieOptions, maxAge: 0 });
    ctx.body = { success: true };
  });

  // "Who is signed in?" has a normal answer when nobody is: 200 with user null, so a signed-out visit
  // to /admin is not an error (a 401 would be logged in the browser's console).
  router.get('/api/auth/me', async (ctx) => {
    const user = ctx.state.user;
    const answer: SessionAnswer = { user: user ? { id: user.id, username: user.username } : null };
    ctx.body = answer;
  });
}
