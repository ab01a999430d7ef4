import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { eventually } from '../testing/eventually.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { ormOptions } from '../db/orm.ts';
import { validRequest } from '../testing/submissionFixtures.ts';
import { startTestServer, TEST_USER, type TestClient, type TestResponse, type TestServer } from '../testing/testServer.ts';
import { DB_DOWN_RETRY_AFTER_S } from './errorHandler.ts';

/**
 * The real outage: the test database is closed to connections and its sessions ended from an admin
 * connection to the `postgres` database, then opened again. PostgreSQL only (PGlite runs in this
 * process and cannot go away on its own).
 */
const DB_DOWN = 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.';
const usa = loadCaseTemplates().get('usa');
const sample = loadCaseSamples().get('usa')!;

interface Context {
  server: TestServer;
  admin: MikroORM;
  database: string;
}

const test = suite<Context>('database outage (PostgreSQL)');

test.before(async (context) => {
  const url = new URL(process.env.DATABASE_URL!);
  context.database = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  context.admin = await MikroORM.init({ ...ormOptions(url.toString()), pool: { min: 0, max: 1 } });
  context.server = await startTestServer({ STAFF_EMAIL: 'equipo@rumbo.test' }, { mailPollMs: 0, publicSubmissionLimit: null });
});
test.after(async ({ server, admin, database }) => {
  if (admin) await reopen(admin, database);
  await server?.close();
  await admin?.close(true);
});

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function closeDatabase(admin: MikroORM, database: string) {
  const connection = admin.em.getConnection();
  await connection.execute(`alter database ${quoted(database)} allow_connections false`);
  await connection.execute('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [
    database,
  ]);
}

async function reopen(admin: MikroORM, database: string) {
  await admin.em.getConnection().execute(`alter database ${quoted(database)} allow_connections true`);
}

function requests(server: TestServer, staff: TestClient, consultationId: string): [string, () => Promise<TestResponse>][] {
  const anonymous = server.anonymous();
  return [
    ['POST /api/contacts', () => anonymous.post('/api/contacts', validRequest())],
    [
      'POST /api/consultations with an Idempotency-Key',
      () => anonymous.post('/api/consultations', validRequest(), { 'Idempotency-Key': 'clave-1' }),
    ],
    ['POST /api/auth/login', () => anonymous.post('/api/auth/login', TEST_USER)],
    ['GET /api/carousel-images', () => anonymous.get('/api/carousel-images')],
    ['GET /api/auth/me', () => staff.get('/api/auth/me')],
    ['GET /api/admin/contacts', () => staff.get('/api/admin/contacts')],
    ['GET /api/admin/consultations', () => staff.get('/api/admin/consultations?q=ana')],
    ['GET /api/admin/results', () => staff.get('/api/admin/results')],
    [
      'POST /api/consultation-details',
      () =>
        staff.post('/api/consultation-details', {
          consultationId,
          formTemplate: 'usa',
          currentStage: 'pre-chequeo',
          documentsReviewStatus: 'pending',
          data: sample,
          version: 0,
        }),
    ],
    [
      'POST e-mail copy',
      () =>
        staff.post(`/api/admin/consultations/${consultationId}/email-copy`, {
          template: { key: usa.key, version: usa.version },
          formData: sample,
          countryLabel: 'Estados Unidos',
          applicantName: 'Ana Pérez',
          caseId: 'RM-1',
          to: 'ana@correo.example',
        }),
    ],
  ];
}

test('while the database is closed every route answers 503 with Retry-After, and all recovers by itself when it opens', async ({
  server,
  admin,
  database,
}) => {
  const staff = await server.staff();
  const consultationId = await seedConsultation(server.db.orm);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    // Warm pooled connections, so the outage also kills connections the pool believes alive.
    await Promise.all(
      requests(server, staff, consultationId)
        .slice(3, 8)
        .map(([, send]) => send()),
    );
    await closeDatabase(admin, database);
    // Twice over, all at once: the first round meets the killed connections, the second new refusals.
    for (let round = 0; round < 2; round++) {
      const all = requests(server, staff, consultationId);
      const responses = await Promise.all(all.map(([, send]) => send()));
      responses.forEach((response, i) => {
        const what = `round ${round + 1}, ${all[i][0]}`;
        assert.is(response.status, 503, `${what}: ${response.status} ${response.text}`);
        assert.is(response.headers.get('retry-after'), String(DB_DOWN_RETRY_AFTER_S), what);
        assert.equal(response.body, { error: DB_DOWN, details: [] }, what);
      });
    }
    // The mail sender meets the outage too and carries on.
    await server.mail.kick();
  } finally {
    await reopen(admin, database);
  }
  assert.ok(
    await eventually(async () => (await staff.get('/api/admin/contacts')).status === 200, 30_000),
    'the API answers again within 30 s',
  );
  const anonymous = server.anonymous();
  const stored = await anonymous.post('/api/contacts', validRequest());
  assert.is(stored.status, 201, stored.text);
  assert.is((await anonymous.get('/api/carousel-images')).status, 200);
  assert.is((await anonymous.post('/api/auth/login', TEST_USER)).status, 200);
  assert.is(
    (
      await staff.post('/api/consultation-details', {
        consultationId,
        formTemplate: 'usa',
        currentStage: 'pre-chequeo',
        documentsReviewStatus: 'pending',
        data: sample,
        version: 0,
      })
    ).status,
    200,
  );
  await server.mail.kick();
  const [{ n }] = await server.db.orm.em
    .getConnection()
    .execute<{ n: number }[]>("select count(*)::int as n from mail_outbox where kind like 'contact.%'");
  assert.is(n, 2, 'the contact stored after the outage has its two e-mails queued');
  process.off('unhandledRejection', onUnhandled);
  assert.equal(unhandled, [], 'no promise was left to reject unhandled');
});

// uvu has no skip: without a PostgreSQL of our own there is no outage to cause.
if (process.env.DATABASE_URL) test.run();
