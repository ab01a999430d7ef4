import type { AppContext, AppDeps, AppRouters } from '../http/context.ts';
import { AppError } from '../http/AppError.ts';
import { idParam } from '../http/params.ts';
import type { LoginRequest } from '../../schemas/generated/login.ts';
import type { LoginAnswer } from '../../schemas/generated/loginAnswer.ts';
import type { LoginCodeRequest } from '../../schemas/generated/loginCode.ts';
import type { PasskeyRegister } from '../../schemas/generated/passkeyRegister.ts';
import type { PasskeySignIn } from '../../schemas/generated/passkeySignIn.ts';
import type { PasswordChange } from '../../schemas/generated/passwordChange.ts';
import type { RecoveryCodes } from '../../schemas/generated/recoveryCodes.ts';
import type { SessionAnswer } from '../../schemas/generated/sessionAnswer.ts';
import type { SignedInStaff } from '../../schemas/generated/signedInStaff.ts';
import type { TotpCode } from '../../schemas/generated/totpCode.ts';
import { changePassword } from './changePassword.ts';
import { challengeCookieName, sessionCookieName, sessionCookieOptions } from './cookie.ts';
import { deviceCookies } from './deviceCookie.ts';
import { endMyOtherSessions, endMySession, listMySessions } from './mySessions.ts';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  relyingPartyOf,
  removePasskey,
} from './passkeys.ts';
import { can } from './permissions.ts';
import { createSecretBox } from './secretBox.ts';
import type { SessionStage, StaffMember } from './sessions.ts';
import { accountName, signIn, type SignInOutcome } from './signIn.ts';
import { CHALLENGE_TTL_MS, findChallenge } from './signInChallenges.ts';
import { signInWithCode } from './signInWithCode.ts';
import { signOut } from './signOut.ts';
import { readStaffSettings } from './staffSettings.ts';
import { AUTH_TEXTS } from './texts.ts';
import { confirmTwoFactor, renewRecoveryCodes, setUpTwoFactor } from './twoFactorEnrolment.ts';
import { contract } from '../http/contract.ts';

const signedInStaff = (user: StaffMember, stage: SessionStage): SignedInStaff => ({ ...user, stage });

/**
 * Sign-in (password, then a code when the account has two-factor sign-in), sign-out and who is signed
 * in, on the public router; one's own account (password, two-factor set-up, sessions) on the staff
 * router, open to every role and to a session that must first choose a password or set up two-factor
 * sign-in. The rules are in the use cases; the cookies are set here.
 */
export function registerAuthRoutes(routers: AppRouters, deps: AppDeps) {
  const { config, validators } = deps;
  const cookie = sessionCookieName(config);
  const challengeCookie = challengeCookieName(config);
  const cookieOptions = sessionCookieOptions(config);
  const box = createSecretBox(config.sessionSecret, 'totp-secret');
  const device = deviceCookies(config);
  const rp = relyingPartyOf(config.publicUrl);
  const keys = { box, rp };
  const context = (ctx: AppContext) => ({ now: deps.now(), logger: ctx.state.log, limits: config.sessionLimits });
  const userAgent = (ctx: AppContext) => ctx.get('User-Agent') || null;

  const refuseInsecure = (ctx: AppContext, username: string) => {
    if (cookieOptions.secure && !ctx.secure) {
      // Koa would refuse to send the Secure cookie; answer before anything is counted or stored.
      ctx.state.log.error({
        msg: 'login over plain http: the proxy must send X-Forwarded-Proto: https',
        username,
        address: ctx.state.address,
      });
      throw new AppError('forbidden', AUTH_TEXTS.notSecure);
    }
  };
  const answerSignIn = (ctx: AppContext, outcome: SignInOutcome) => {
    let answer: LoginAnswer;
    if (outcome.kind === 'codeRequired') {
      ctx.cookies.set(challengeCookie, outcome.challenge, { ...cookieOptions, maxAge: CHALLENGE_TTL_MS });
      answer = { mfaRequired: true, methods: outcome.factors };
    } else {
      ctx.cookies.set(cookie, outcome.token, cookieOptions);
      // Only a complete sign-in (password and, when asked, the code) makes this browser the account's own.
      device.issue(ctx.cookies, accountName(outcome.user.username));
      if (ctx.cookies.get(challengeCookie)) ctx.cookies.set(challengeCookie, '', { ...cookieOptions, maxAge: 0 });
      answer = { user: signedInStaff(outcome.user, outcome.stage) };
    }
    ctx.body = answer;
  };
  /** This session under a new token (the old one stops working at once). */
  const replaceToken = (ctx: AppContext, token: string) => ctx.cookies.set(cookie, token, cookieOptions);
  const session = (ctx: AppContext) => ctx.state.session!;

  routers.public.post(
    '/api/auth/login',
    contract({ summary: 'Sign in with username and password', body: 'login', answer: 'loginAnswer' }),
    async (ctx) => {
      const body = validators.body<LoginRequest>(ctx);
      refuseInsecure(ctx, accountName(body.username));
      const input = {
        username: body.username,
        password: body.password,
        address: ctx.state.address,
        userAgent: userAgent(ctx),
        previousToken: ctx.state.sessionToken,
        device: device.read(ctx.cookies),
      };
      answerSignIn(ctx, await signIn(ctx.state.em, input, context(ctx)));
    },
  );

  /** The second step, whatever the factor: the wait's cookie names the account. */
  const secondStep = async (ctx: AppContext, factor: { code?: string; recoveryCode?: string; passkey?: PasskeySignIn['response'] }) => {
    refuseInsecure(ctx, '');
    const input = {
      challenge: ctx.cookies.get(challengeCookie) ?? null,
      ...factor,
      address: ctx.state.address,
      userAgent: userAgent(ctx),
      previousToken: ctx.state.sessionToken,
      device: device.read(ctx.cookies),
    };
    try {
      answerSignIn(ctx, await signInWithCode(ctx.state.em, input as Parameters<typeof signInWithCode>[1], keys, context(ctx)));
    } catch (error) {
      // A wait that ended (too many wrong answers, or expired) is forgotten by the browser too.
      if (error instanceof AppError && error.userMessage === AUTH_TEXTS.challengeExpired)
        ctx.cookies.set(challengeCookie, '', { ...cookieOptions, maxAge: 0 });
      throw error;
    }
  };

  routers.public.post(
    '/api/auth/login/totp',
    contract({ summary: 'Second sign-in step: an authenticator code or a recovery code', body: 'loginCode', answer: 'loginAnswer' }),
    async (ctx) => {
      await secondStep(ctx, validators.body<LoginCodeRequest>(ctx));
    },
  );

  // The challenge a passkey signs for this sign-in wait (only for an account that has passkeys).
  routers.public.post(
    '/api/auth/login/passkey/options',
    contract({ summary: 'Second sign-in step: the challenge a passkey signs', body: 'emptyBody', answer: 'passkeyOptions' }),
    async (ctx) => {
      validators.body(ctx);
      const token = ctx.cookies.get(challengeCookie) ?? '';
      const account = await findChallenge(ctx.state.em, token, deps.now());
      if (!account) throw new AppError('unauthenticated', AUTH_TEXTS.challengeExpired, [], { restart: true });
      ctx.body = await passkeySignInOptions(ctx.state.em, account.userId, token, rp, deps.now());
    },
  );

  routers.public.post(
    '/api/auth/login/passkey',
    contract({ summary: 'Second sign-in step: a passkey', body: 'passkeySignIn', answer: 'loginAnswer' }),
    async (ctx) => {
      const body = validators.body<PasskeySignIn>(ctx);
      await secondStep(ctx, { passkey: body.response });
    },
  );

  routers.public.post('/api/auth/logout', contract({ summary: 'Sign out', answer: 'success' }), async (ctx) => {
    await signOut(
      ctx.state.em,
      { token: ctx.state.sessionToken, actor: ctx.state.actor, signedIn: ctx.state.user !== null },
      deps.now(),
      ctx.state.log,
    );
    // Over plain http Koa cannot send a Secure cookie; the session is ended on the server all the same.
    if (!cookieOptions.secure || ctx.secure) ctx.cookies.set(cookie, '', { ...cookieOptions, maxAge: 0 });
    ctx.body = { success: true };
  });

  // "Who is signed in?" has a normal answer when nobody is: 200 with user null, so a signed-out visit
  // to /admin is not an error (a 401 would be logged in the browser's console).
  routers.public.get(
    '/api/auth/me',
    contract({ summary: 'Who is signed in (user null when nobody)', answer: 'sessionAnswer' }),
    async (ctx) => {
      const current = ctx.state.session;
      const answer: SessionAnswer = current
        ? { user: signedInStaff(current.user, current.stage), requireMfa: (await readStaffSettings(ctx.state.em)).requireMfa }
        : { user: null };
      ctx.body = answer;
    },
  );

  routers.staff.post(
    '/api/auth/password',
    can('account'),
    contract({ summary: "Change one's own password", body: 'passwordChange', answer: 'sessionAnswer' }),
    async (ctx) => {
      const body = validators.body<PasswordChange>(ctx);
      const { token, stage } = await changePassword(ctx.state.em, session(ctx), ctx.state.actor, body, deps.now());
      replaceToken(ctx, token);
      const answer: SessionAnswer = { user: signedInStaff(session(ctx).user, stage) };
      ctx.body = answer;
    },
  );

  routers.staff.post(
    '/api/auth/totp/setup',
    can('account'),
    contract({ summary: 'Start setting up an authenticator app', body: 'emptyBody', answer: 'totpSetup' }),
    async (ctx) => {
      validators.body(ctx);
      ctx.body = await setUpTwoFactor(ctx.state.em, session(ctx), box);
    },
  );

  routers.staff.post(
    '/api/auth/totp/confirm',
    can('account'),
    contract({ summary: 'Confirm the authenticator app with a code', body: 'totpCode', answer: 'recoveryCodes' }),
    async (ctx) => {
      const body = validators.body<TotpCode>(ctx);
      const { recoveryCodes, token } = await confirmTwoFactor(ctx.state.em, session(ctx), ctx.state.actor, body.code, box, deps.now());
      if (token) replaceToken(ctx, token);
      const user = session(ctx).user;
      const answer: RecoveryCodes = {
        recoveryCodes,
        user: signedInStaff({ ...user, mfaEnabled: true, secondFactors: [...new Set([...user.secondFactors, 'totp' as const])] }, null),
      };
      ctx.body = answer;
    },
  );

  routers.staff.post(
    '/api/auth/totp/recovery-codes',
    can('account'),
    contract({ summary: 'New recovery codes', body: 'totpCode', answer: 'recoveryCodes' }),
    async (ctx) => {
      const body = validators.body<TotpCode>(ctx);
      const answer: RecoveryCodes = {
        recoveryCodes: await renewRecoveryCodes(ctx.state.em, session(ctx), ctx.state.actor, body.code, box, deps.now()),
      };
      ctx.body = answer;
    },
  );

  routers.staff.get(
    '/api/auth/passkeys',
    can('account'),
    contract({ summary: "One's own passkeys", answer: 'passkeyList' }),
    async (ctx) => {
      ctx.body = await listPasskeys(ctx.state.em, session(ctx).user.id);
    },
  );

  routers.staff.post(
    '/api/auth/passkeys/options',
    can('account'),
    contract({ summary: 'The options to create a passkey', body: 'emptyBody', answer: 'passkeyOptions' }),
    async (ctx) => {
      validators.body(ctx);
      ctx.body = await passkeyRegistrationOptions(ctx.state.em, session(ctx), rp, deps.now());
    },
  );

  routers.staff.post(
    '/api/auth/passkeys',
    can('account'),
    contract({ summary: 'Register a passkey', body: 'passkeyRegister', answer: 'passkeyAdded', status: 201 }),
    async (ctx) => {
      const body = validators.body<PasskeyRegister>(ctx);
      const { recoveryCodes, token } = await registerPasskey(
        ctx.state.em,
        session(ctx),
        ctx.state.actor,
        body as Parameters<typeof registerPasskey>[3],
        rp,
        deps.now(),
      );
      if (token) replaceToken(ctx, token);
      ctx.status = 201;
      const user = session(ctx).user;
      const withPasskey = { ...user, mfaEnabled: true, secondFactors: [...new Set([...user.secondFactors, 'passkey' as const])] };
      ctx.body = { recoveryCodes, user: signedInStaff(withPasskey, token ? null : session(ctx).stage) };
    },
  );

  routers.staff.delete(
    '/api/auth/passkeys/:id',
    can('account'),
    contract({ summary: "Remove one's own passkey", answer: 'success' }),
    async (ctx) => {
      const id = ctx.params.id ?? '';
      if (!/^[A-Za-z0-9_-]{1,1024}$/.test(id)) throw new AppError('not_found', AUTH_TEXTS.passkeyNotFound);
      await removePasskey(ctx.state.em, session(ctx), ctx.state.actor, id, (await readStaffSettings(ctx.state.em)).requireMfa, deps.now());
      ctx.body = { success: true };
    },
  );

  routers.staff.get(
    '/api/auth/sessions',
    can('account'),
    contract({ summary: "One's own live sessions", answer: 'staffSessionList' }),
    async (ctx) => {
      ctx.body = await listMySessions(ctx.state.em, session(ctx), config.sessionLimits, deps.now());
    },
  );

  routers.staff.delete(
    '/api/auth/sessions/:id',
    can('account'),
    contract({ summary: "End one of one's own sessions", answer: 'sessionEnded' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, AUTH_TEXTS.sessionNotFound);
      const { current } = await endMySession(ctx.state.em, session(ctx), ctx.state.actor, id, deps.now());
      if (current && (!cookieOptions.secure || ctx.secure)) ctx.cookies.set(cookie, '', { ...cookieOptions, maxAge: 0 });
      ctx.body = { success: true, current };
    },
  );

  routers.staff.post(
    '/api/auth/sessions/end-others',
    can('account'),
    contract({ summary: "End one's other sessions", body: 'emptyBody', answer: 'sessionsEnded' }),
    async (ctx) => {
      validators.body(ctx);
      ctx.body = await endMyOtherSessions(ctx.state.em, session(ctx), ctx.state.actor, deps.now());
    },
  );
}
