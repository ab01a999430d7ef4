import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError } from '../http/AppError.ts';
import type { Logger } from '../http/logger.ts';
import type { Database } from '../db/orm.ts';
import { Session } from '../db/entities/index.ts';
import { TooManyRequests } from '../http/rateLimit.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { resetDatabase, testDatabase, TEST_USER } from '../testing/testServer.ts';
import { hashToken, resumeSession } from './sessions.ts';
import { signIn, type SignInInput } from './signIn.ts';
import { AUTH_TEXTS } from './texts.ts';
import { signOut } from './signOut.ts';
import { createAccount } from './users.ts';
import type { SignInOutcome } from './signIn.ts';

const test = suite<{ db: Database; lines: object[]; logger: Logger }>('signIn and signOut');

const NOW = new Date('2026-11-23T10:00:00Z');
const ADDRESS = '198.51.100.9';

test.before(async (context) => {
  context.db = await testDatabase();
  context.lines = [];
  context.logger = { info: (entry) => context.lines.push(entry), error: (entry) => context.lines.push(entry) };
});
test.before.each(async (context) => {
  await resetDatabase(context.db);
  await createAccount(context.db.orm.em.fork(), { ...TEST_USER, role: 'consultor' }, NOW);
  context.lines.length = 0;
});

const LIMITS = { idleMinutes: 120, maxHours: 12 };
const input = (overrides: Partial<SignInInput> = {}): SignInInput => ({
  ...TEST_USER,
  address: ADDRESS,
  userAgent: null,
  previousToken: null,
  ...overrides,
});
const at = (now: Date, logger: Logger) => ({ now, logger, limits: LIMITS });

/** The session a sign-in started; fails the test when it asked for a code instead. */
function session(outcome: SignInOutcome) {
  if (outcome.kind !== 'signedIn') return assert.unreachable('expected a session') as never;
  return outcome;
}

/** The error `run` throws; fails the test when it throws none. */
async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return assert.unreachable('expected a refusal') as never;
}

test('the right password starts a session whose token is stored only as its hash, and is logged', async ({ db, logger, lines }) => {
  const signedIn = session(await signIn(db.orm.em.fork(), input({ username: '  Consultora ' }), at(NOW, logger)));
  assert.is(signedIn.user.username, TEST_USER.username);
  const sessions = await db.orm.em.fork().find(Session, {});
  assert.equal(
    sessions.map((s) => s.tokenHash),
    [hashToken(signedIn.token)],
  );
  assert.is((await resumeSession(db.orm.em.fork(), signedIn.token, LIMITS, NOW))?.user.id, signedIn.user.id);
  assert.equal(lines, [{ msg: 'login succeeded', username: TEST_USER.username, address: ADDRESS }]);
});

test('a sign-in ends the session the browser held before', async ({ db, logger }) => {
  const first = session(await signIn(db.orm.em.fork(), input(), at(NOW, logger)));
  const second = session(await signIn(db.orm.em.fork(), input({ previousToken: first.token }), at(NOW, logger)));
  assert.is(await resumeSession(db.orm.em.fork(), first.token, LIMITS, NOW), null);
  assert.ok(await resumeSession(db.orm.em.fork(), second.token, LIMITS, NOW));
});

test('a wrong password and an unknown account get the same 401, are logged, and start no session', async ({ db, logger, lines }) => {
  for (const attempt of [input({ password: 'no-es-la-clave-1' }), input({ username: 'nadie' })]) {
    const error = await refusal(() => signIn(db.orm.em.fork(), attempt, at(NOW, logger)));
    assert.is(error.status, 401);
    assert.is(error.userMessage, AUTH_TEXTS.wrongCredentials);
  }
  assert.equal(lines, [
    { msg: 'login failed', username: TEST_USER.username, address: ADDRESS },
    { msg: 'login failed', username: 'nadie', address: ADDRESS },
  ]);
  assert.is(await db.orm.em.fork().count(Session, {}), 0);
});

test('after five failures for the account at one address even the right password is refused with a Retry-After', async ({
  db,
  logger,
  lines,
}) => {
  for (let i = 0; i < 5; i++) await refusal(() => signIn(db.orm.em.fork(), input({ password: 'no-es-la-clave-1' }), at(NOW, logger)));
  const error = await refusal(() => signIn(db.orm.em.fork(), input(), at(new Date(NOW.getTime() + 60_000), logger)));
  assert.instance(error, TooManyRequests);
  assert.is(error.status, 429);
  assert.is(error.userMessage, AUTH_TEXTS.tooMany);
  assert.is((error as TooManyRequests).retryAfter, 14 * 60);
  assert.equal(lines.at(-1), { msg: 'login throttled', username: TEST_USER.username, address: ADDRESS, limit: 'pair' });
  assert.is(await db.orm.em.fork().count(Session, {}), 0);
});

test('the account name a visitor types reaches the database only as a bound value', async ({ db, logger }) => {
  const typed = "zz-intrusa' or '1'='1";
  const { statements } = await recordStatements(db.orm.em, () =>
    refusal(() => signIn(db.orm.em.fork(), input({ username: typed }), at(NOW, logger))),
  );
  assert.ok(statements.length > 0);
  for (const statement of statements) assert.not.match(statement.sql, 'zz-intrusa');
  assert.ok(statements.some((statement) => statement.bindings.includes(typed)));
});

test('signing out ends the session on the server and logs who left', async ({ db, logger, lines }) => {
  const { token, user } = session(await signIn(db.orm.em.fork(), input(), at(NOW, logger)));
  assert.ok(await resumeSession(db.orm.em.fork(), token, LIMITS, NOW));
  await signOut(
    db.orm.em.fork(),
    { token, actor: { id: user.id, username: user.username, address: ADDRESS }, signedIn: true },
    NOW,
    logger,
  );
  assert.is(await db.orm.em.fork().count(Session, {}), 0);
  assert.equal(lines.at(-1), { msg: 'logout', username: TEST_USER.username, address: ADDRESS });
});

test.run();
