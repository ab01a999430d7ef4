import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../db/orm.ts';
import { migrations } from '../db/migrations/index.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { eventually } from '../testing/eventually.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { DB_DOWN_RETRY_AFTER_S } from './errorHandler.ts';
import { NOT_MIGRATED } from './health.ts';
import { HTTP_TEXTS } from './texts.ts';

/**
 * GET /healthz and GET /readyz as a load balancer calls them: no session, no Origin, against the server
 * with its built front end in front (the probes are never answered with a page).
 */
interface Context {
  dir: string;
  server: TestServer;
}

const test = suite<Context>('health probes');

test.before(async (context) => {
  context.dir = await mkdtemp(path.join(tmpdir(), 'salud-'));
  const frontendDir = path.join(context.dir, 'dist');
  await mkdir(frontendDir);
  await writeFile(path.join(frontendDir, 'index.html'), '<!doctype html><title>Rumbo</title><div id="root"></div>');
  context.server = await startTestServer({}, { deliverMail: false, frontendDir });
});
test.after(async ({ server, dir }) => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const probe = (server: TestServer, path: string) => fetch(server.url + path);

test('GET /healthz answers 200 {status: ok}, not stored, without a single database statement', async ({ server }) => {
  const { result: response, statements } = await recordStatements(server.db.orm.em, () => probe(server, '/healthz'));
  assert.is(response.status, 200);
  assert.is(response.headers.get('cache-control'), 'no-store');
  assert.equal(await response.json(), { status: 'ok' });
  assert.equal(statements, []);
});

test('GET /readyz answers 200 {status: ready} when the database answers and holds every migration', async ({ server }) => {
  const response = await probe(server, '/readyz');
  assert.is(response.status, 200);
  assert.is(response.headers.get('cache-control'), 'no-store');
  assert.equal(await response.json(), { status: 'ready' });
});

test('GET /readyz answers 503 with a Spanish message and Retry-After while a migration of this version is missing', async ({ server }) => {
  const em = server.db.orm.em;
  const last = migrations.at(-1)!.name;
  const [row] = await queryRows<Record<string, unknown>>(em, 'select * from mikro_orm_migrations where name = ?', [last]);
  assert.ok(row, `the migration ${last} is recorded as applied`);
  await runSql(em, 'delete from mikro_orm_migrations where name = ?', [last]);
  try {
    const response = await probe(server, '/readyz');
    assert.is(response.status, 503);
    assert.is(response.headers.get('retry-after'), String(DB_DOWN_RETRY_AFTER_S));
    assert.equal(await response.json(), { error: NOT_MIGRATED, details: [] });
    assert.is((await probe(server, '/healthz')).status, 200, 'the process itself is fine');
  } finally {
    await runSql(em, 'insert into mikro_orm_migrations (name, executed_at) values (?, ?)', [row.name, row.executed_at]);
  }
  assert.is((await probe(server, '/readyz')).status, 200);
});

test('other spellings are not probes: /healthz/, /HEALTHZ and /readyz.json get the site page with 404', async ({ server }) => {
  for (const spelling of ['/healthz/', '/HEALTHZ', '/readyz.json']) {
    const response = await probe(server, spelling);
    assert.is(response.status, 404, spelling);
    assert.match(response.headers.get('content-type') ?? '', 'text/html', spelling);
  }
});

test.run();

/**
 * The real outage, as in databaseOutage.test.ts: the test database closed to connections and its
 * sessions ended from an admin connection, then opened again. PostgreSQL only.
 */
const outage = suite<Context & { admin: MikroORM; database: string }>('health probes: database outage (PostgreSQL)');

outage.before(async (context) => {
  const url = new URL(process.env.DATABASE_URL!);
  context.database = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  context.admin = await MikroORM.init({ ...ormOptions(url.toString()), pool: { min: 0, max: 1 } });
  context.server = await startTestServer({}, { deliverMail: false });
});
outage.after(async ({ server, admin, database }) => {
  if (admin) await allowConnections(admin, database, true);
  await server?.close();
  await admin?.close(true);
});

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function allowConnections(admin: MikroORM, database: string, allow: boolean) {
  const connection = admin.em.getConnection();
  await connection.execute(`alter database ${quoted(database)} allow_connections ${allow}`);
  if (!allow)
    await connection.execute('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [
      database,
    ]);
}

outage(
  'while the database is closed /readyz answers 503 with Retry-After and /healthz 200; /readyz is 200 again once it opens',
  async ({ server, admin, database }) => {
    assert.is((await probe(server, '/readyz')).status, 200);
    await allowConnections(admin, database, false);
    try {
      const response = await probe(server, '/readyz');
      assert.is(response.status, 503);
      assert.is(response.headers.get('retry-after'), String(DB_DOWN_RETRY_AFTER_S));
      assert.equal(await response.json(), { error: HTTP_TEXTS.unavailable, details: [] });
      const healthz = await probe(server, '/healthz');
      assert.is(healthz.status, 200);
      assert.equal(await healthz.json(), { status: 'ok' });
    } finally {
      await allowConnections(admin, database, true);
    }
    assert.ok(await eventually(async () => (await probe(server, '/readyz')).status === 200, 10_000), 'ready again without a restart');
  },
);

// uvu has no skip: without a PostgreSQL of our own there is no outage to cause.
if (process.env.DATABASE_URL) outage.run();
