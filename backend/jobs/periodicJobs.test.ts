import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { recordActivity } from '../activity/recordActivity.ts';
import { startChallenge } from '../auth/signInChallenges.ts';
import { createAccount } from '../auth/users.ts';
import { queryRows } from '../db/sql.ts';
import type { Database } from '../db/orm.ts';
import { Consultation, ConsultationImage, IdempotencyRecord, OutboxMessage, Session } from '../db/entities/index.ts';
import type { Logger } from '../http/logger.ts';
import { countHits, readCounters } from '../http/rateLimit.ts';
import { queueMail } from '../mail/outbox.ts';
import { IDEMPOTENCY_TTL_MS } from '../http/idempotency.ts';
import { LocalObjectStorage } from '../storage/localStorage.ts';
import { newObjectName, objectPathOf } from '../storage/objectNames.ts';
import { ORPHAN_GRACE_MS } from '../storage/purgeOrphanObjects.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { runPeriodicJobs, type PeriodicJobsDeps } from './periodicJobs.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const LIMITS = { idleMinutes: 120, maxHours: 12 };
const IDLE_MS = LIMITS.idleMinutes * MINUTE;
const MAX_MS = LIMITS.maxHours * 60 * MINUTE;

const test = suite<{ db: Database; root: string; errors: Record<string, unknown>[]; deps: PeriodicJobsDeps }>('periodic jobs');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async (context) => {
  await resetDatabase(context.db);
  context.root = await mkdtemp(path.join(tmpdir(), 'periodic-jobs-'));
  context.errors = [];
  const logger: Logger = { info() {}, error: (entry) => context.errors.push(entry) };
  context.deps = {
    orm: context.db.orm,
    storage: new LocalObjectStorage({ root: context.root, secret: 'secreto-de-prueba', now: () => NOW }),
    logger,
    now: () => NOW,
    mailRetentionDays: 90,
    activityRetentionDays: 730,
    sessionLimits: LIMITS,
  };
});
test.after.each(async ({ root }) => rm(root, { recursive: true, force: true }));

test('the session purge removes sessions past their absolute or idle timeout and keeps live ones', async ({ db, deps }) => {
  const em = db.orm.em.fork();
  const user = await createAccount(em, { username: 'consultora', password: 'clave-de-prueba-1', role: 'consultor' }, NOW);
  const session = (tokenHash: string, lastSeenAt: Date, expiresAt: Date) => ({
    tokenHash: tokenHash.padEnd(64, '0'),
    id: randomUUID(),
    user: user.id,
    createdAt: ago(DAY),
    lastSeenAt,
    expiresAt,
  });
  await em.insertMany(Session, [
    session('caducada', ago(MINUTE), NOW),
    session('inactiva', ago(IDLE_MS + MINUTE), ago(-MAX_MS)),
    session('viva', ago(IDLE_MS - MINUTE), ago(-MINUTE)),
  ]);
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['session purge'], 2);
  const left = await db.orm.em.fork().find(Session, {});
  assert.equal(
    left.map((s) => s.tokenHash.replace(/0+$/, '')),
    ['viva'],
  );
});

test('the idempotency purge removes answers older than their time to live and keeps newer ones', async ({ db, deps }) => {
  const em = db.orm.em.fork();
  await em.insertMany(IdempotencyRecord, [
    { key: '/api/contacts:vieja', status: 201, body: {}, createdAt: ago(IDEMPOTENCY_TTL_MS + MINUTE) },
    { key: '/api/contacts:nueva', status: 201, body: {}, createdAt: ago(IDEMPOTENCY_TTL_MS - MINUTE) },
  ]);
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['idempotency purge'], 1);
  const left = await db.orm.em.fork().find(IdempotencyRecord, {});
  assert.equal(
    left.map((r) => r.key),
    ['/api/contacts:nueva'],
  );
});

test('the orphan upload purge deletes unregistered uploads past the grace period and keeps registered and recent ones', async ({
  db,
  root,
  deps,
}) => {
  const uploads = path.join(root, 'uploads');
  await mkdir(uploads, { recursive: true });
  const [registered, abandoned, recent] = [newObjectName(), newObjectName(), newObjectName()];
  for (const [name, storedAt] of [
    [registered, ago(2 * DAY)],
    [abandoned, ago(ORPHAN_GRACE_MS + MINUTE)],
    [recent, ago(ORPHAN_GRACE_MS - MINUTE)],
  ] as const) {
    await writeFile(path.join(uploads, name), 'imagen');
    await utimes(path.join(uploads, name), storedAt, storedAt);
  }
  const consultationId = await seedConsultation(db.orm, { name: 'Ana Pérez' });
  const em = db.orm.em.fork();
  em.create(ConsultationImage, {
    consultation: em.getReference(Consultation, consultationId),
    fileName: 'pasaporte.png',
    originalName: 'pasaporte.png',
    fileSize: 6,
    mimeType: 'image/png',
    objectPath: objectPathOf(registered),
  });
  await em.flush();
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['orphan upload purge'], 1);
  assert.ok(await deps.storage.stat(registered), 'the registered image stays');
  assert.is(await deps.storage.stat(abandoned), null, 'the abandoned upload is gone');
  assert.ok(await deps.storage.stat(recent), 'an upload still within its grace period stays');
});

test('the rate-limit counter purge removes ended windows and keeps open ones', async ({ db, deps }) => {
  const em = db.orm.em.fork();
  await countHits(
    em,
    [
      { key: 'terminada', windowMs: MINUTE },
      { key: 'abierta', windowMs: 10 * MINUTE },
    ],
    ago(5 * MINUTE),
  );
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['rate-limit counter purge'], 1);
  const left = await readCounters(db.orm.em.fork(), ['terminada', 'abierta'], ago(5 * MINUTE));
  assert.equal(
    left.map((row) => row.key),
    ['abierta'],
  );
});

test('the mail purge removes delivered messages older than the retention and keeps recent, waiting and failed ones', async ({
  db,
  deps,
}) => {
  const em = db.orm.em.fork();
  const names = ['vieja', 'reciente', 'fallida', 'en-cola'];
  await em.transactional((tx) =>
    queueMail(
      tx,
      names.map((name) => ({ kind: 'test', to: `${name}@rumbo.test`, subject: name, text: 'Hola' })),
      ago(200 * DAY),
    ),
  );
  await em.nativeUpdate(OutboxMessage, { to: 'vieja@rumbo.test' }, { status: 'sent', sentAt: ago(91 * DAY) });
  await em.nativeUpdate(OutboxMessage, { to: 'reciente@rumbo.test' }, { status: 'sent', sentAt: ago(89 * DAY) });
  await em.nativeUpdate(OutboxMessage, { to: 'fallida@rumbo.test' }, { status: 'failed', sentAt: ago(200 * DAY) });
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['mail purge'], 1);
  const left = await db.orm.em.fork().find(OutboxMessage, {}, { orderBy: { to: 'asc' } });
  assert.equal(
    left.map((m) => m.to),
    ['en-cola@rumbo.test', 'fallida@rumbo.test', 'reciente@rumbo.test'],
  );
});

test('a failing job is logged under its name and the others still run', async ({ db, root, errors, deps }) => {
  // A file where the uploads folder should be: listing the storage fails for real.
  await writeFile(path.join(root, 'uploads'), 'no es una carpeta');
  await db.orm.em
    .fork()
    .insertMany(IdempotencyRecord, [{ key: '/api/contacts:vieja', status: 201, body: {}, createdAt: ago(IDEMPOTENCY_TTL_MS + MINUTE) }]);
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['orphan upload purge'], null);
  assert.is(removed['idempotency purge'], 1);
  assert.equal(
    errors.map((entry) => entry.msg),
    ['orphan upload purge failed'],
  );
  assert.match(String(errors[0].error), /ENOTDIR/);
});

test('the activity purge removes entries older than the retention and keeps younger ones; 0 keeps all', async ({ db, deps }) => {
  const em = db.orm.em.fork();
  const actor = { id: null, username: 'consultora', address: '198.51.100.9' };
  await recordActivity(em, actor, { action: 'sign_in', description: 'antigua' }, ago(800 * DAY));
  await recordActivity(em, actor, { action: 'sign_in', description: 'reciente' }, ago(100 * DAY));
  assert.is((await runPeriodicJobs({ ...deps, activityRetentionDays: 0 }))['activity purge'], 0);
  assert.is((await runPeriodicJobs(deps))['activity purge'], 1);
  const left = await queryRows<{ description: string }>(db.orm.em.fork(), 'select description from activity_log');
  assert.equal(
    left.map((row) => row.description),
    ['reciente'],
  );
});

test('the sign-in challenge purge removes waits for a code that have expired', async ({ db, deps }) => {
  const em = db.orm.em.fork();
  const user = await createAccount(em, { username: 'consultora', password: 'clave-de-prueba-1', role: 'consultor' }, NOW);
  await startChallenge(em, user.id, '198.51.100.9', null, ago(10 * MINUTE));
  const removed = await runPeriodicJobs(deps);
  assert.is(removed['sign-in challenge purge'], 1);
});

test.run();
