import { execFileSync } from 'node:child_process';
import { suite, type Callback } from 'uvu';
import * as assert from 'uvu/assert';
import { createAccount } from './auth/users.ts';
import type { Database } from './db/orm.ts';
import { ensureFrontendBuild } from './frontendBuild.ts';
import { NGINX, startDeployment, waitFor, type Deployment, type ProxyClient } from './testing/nginxDeployment.ts';
import { seedConsultation } from './testing/seedRows.ts';
import { validRequest } from './testing/submissionFixtures.ts';
import { caseData, draftWithoutGender, publish, saveCase } from './testing/templateFixtures.ts';
import { resetDatabase, testDatabase, TEST_USER } from './testing/testServer.ts';
import { loadCaseTemplates } from '../templates/loadCaseTemplates.ts';

/**
 * The deployment docs/operations.md describes, for real: Debian's nginx with deploy/nginx.conf in
 * front of two server processes (NODE_ENV=production) on PostgreSQL, images in an S3 bucket (s3rver),
 * mail to an SMTP server (backend/testing/nginxDeployment.ts). Each process also has a front of its
 * own (the same configuration, one process behind it), so the test picks which process answers.
 * Needs PostgreSQL: several processes cannot share the embedded database. Without DATABASE_URL it
 * says so and does not run (.ci/run runs it in its PostgreSQL pass).
 */
const NAME = 'several server processes behind nginx';
const test = suite<{ deployment: Deployment; db: Database; one: string; two: string }>(NAME);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const LIMITED = { username: 'prueba-limites', password: 'clave-segura-de-los-limites' };

/** A failing test shows what the processes and nginx last wrote. */
function withOutput(body: Callback<{ deployment: Deployment; db: Database; one: string; two: string }>): typeof body {
  return async (context) => {
    try {
      await body(context);
    } catch (error) {
      if (context.deployment) (error as Error).message += `\n${context.deployment.recentOutput()}`;
      throw error;
    }
  };
}

const rows = <T = Record<string, unknown>>(db: Database, sql: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(sql, params);

/**
 * An upload as the case dialog's Uppy sends it (backend/storage/uploadCalls.ts): the form fields from
 * GET /api/s3/params, then the fields and the file POSTed straight to the bucket. Answers the object
 * path to register.
 */
async function uploadImage(staff: ProxyClient, consultation: number | string, bytes: Buffer, mimeType: string): Promise<string> {
  const params = await staff.get(
    `/api/s3/params?filename=pasaporte.png&type=${encodeURIComponent(mimeType)}&metadata%5BconsultationId%5D=${consultation}`,
  );
  assert.is(params.status, 200, params.text);
  const url = new URL(params.body.url);
  assert.is(url.pathname.split('/')[1], 'casos-rumbo', 'the form goes to the bucket');
  const form = new FormData();
  for (const [field, value] of Object.entries(params.body.fields as Record<string, string>)) form.set(field, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), 'pasaporte.png');
  const posted = await fetch(url, { method: 'POST', body: form });
  assert.ok(posted.status >= 200 && posted.status < 300, `${posted.status} ${await posted.text()}`);
  return `/objects/${params.body.fields.key}`;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log(`${NAME}: NOT RUN, it needs PostgreSQL (DATABASE_URL); .ci/run runs it in its PostgreSQL pass`);
} else {
  test.before(async (context) => {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' }); // Debian's nginx: .ci/run installs it
    // The processes run in production and serve dist/: built once here, never by two processes at once.
    await ensureFrontendBuild();
    context.db = await testDatabase();
    await resetDatabase(context.db);
    await createAccount(context.db.orm.em.fork(), { ...TEST_USER, role: 'administrador' }, new Date());
    await createAccount(context.db.orm.em.fork(), { ...LIMITED, role: 'consultor' }, new Date());
    // Migrated, with accounts: both processes may start at once.
    context.deployment = await startDeployment({ databaseUrl, processes: 2, together: true });
    [context.one, context.two] = context.deployment.processes.map((entry) => entry.front);
  });
  test.after(async ({ deployment, db }) => {
    await deployment?.close();
    if (db) await resetDatabase(db);
  });

  test(
    'a session made through nginx is used on both processes, and nginx sends requests to each in turn',
    withOutput(async ({ deployment, one, two }) => {
      const browser = deployment.client();
      const signedIn = await browser.post('/api/auth/login', TEST_USER);
      assert.is(signedIn.status, 200, signedIn.text);
      // https ends at nginx: the processes see it through X-Forwarded-Proto from TRUST_PROXY, so the cookie is the __Host- one.
      assert.ok(
        [...browser.cookies.keys()].some((name) => name.startsWith('__Host-')),
        [...browser.cookies.keys()].join(),
      );
      for (const front of [one, two, one, two]) {
        const me = await browser.via(front).get('/api/auth/me');
        assert.is(me.status, 200, me.text);
        assert.is(me.body.user?.username, TEST_USER.username, front);
      }
      const before = (await deployment.upstreamsUsed()).length;
      for (let i = 0; i < 4; i++) assert.is((await browser.get('/api/auth/me')).body.user?.username, TEST_USER.username);
      // nginx logs a request once it is done, a moment after its answer.
      assert.ok(await waitFor(async () => (await deployment.upstreamsUsed()).length >= before + 4, 5000));
      const site = (await deployment.upstreamsUsed()).slice(before);
      assert.equal(new Set(site), new Set(deployment.processes.map((entry) => entry.direct)), site.join());
      // Signed out on one process: the other no longer knows the session either.
      const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      assert.is((await browser.via(two).post('/api/auth/logout')).status, 200);
      const after = await deployment.client({ front: one }).get('/api/auth/me', { Cookie: cookie });
      assert.equal([after.status, after.body.user], [200, null]);
    }),
  );

  test(
    'failed sign-ins on both processes count together, under the address nginx saw, not one the client wrote',
    withOutput(async ({ deployment, db, one, two }) => {
      const guesser = (front: string) => deployment.client({ front, from: '127.0.0.7' });
      const spoofed = { 'X-Forwarded-For': '198.51.100.9' };
      for (let i = 0; i < 5; i++) {
        const wrong = await guesser(i % 2 ? two : one).post('/api/auth/login', { ...LIMITED, password: 'no-es-la-clave' }, spoofed);
        assert.is(wrong.status, 401, `attempt ${i + 1}: ${wrong.text}`);
      }
      for (const front of [one, two]) {
        const locked = await guesser(front).post('/api/auth/login', LIMITED, spoofed);
        assert.is(locked.status, 429, locked.text);
      }
      const counters = await rows<{ key: string; hits: number }>(
        db,
        "select key, hits from rate_limit_counters where key like 'login-pair:%' order by key",
      );
      assert.equal(counters, [{ key: `login-pair:${LIMITED.username}|127.0.0.7`, hits: 5 }]);
    }),
  );

  test(
    'an Idempotency-Key repeated on the other process gets the first answer, and stores nothing twice',
    withOutput(async ({ deployment, db, one, two }) => {
      const headers = { 'Idempotency-Key': 'f2c7a3e0-1b9d-4f65-9b0e-5d1e7c3a2b10' };
      const body = validRequest({ email: 'repetido@correo.example' });
      const first = await deployment.client({ front: one }).post('/api/contacts', body, headers);
      assert.is(first.status, 201, first.text);
      const repeated = await deployment.client({ front: two }).post('/api/contacts', body, headers);
      assert.equal([repeated.status, repeated.body], [201, first.body]);
      const changed = await deployment
        .client({ front: two })
        .post('/api/contacts', { ...body, message: 'Otro mensaje distinto.' }, headers);
      assert.is(changed.status, 422, changed.text);
      assert.equal(await rows(db, 'select id from contacts where email = ?', ['repetido@correo.example']), [{ id: first.body.id }]);
    }),
  );

  test(
    'a case saved on one process makes a save of the same version on the other a conflict',
    withOutput(async ({ deployment, db, one, two }) => {
      const consultation = await seedConsultation(db.orm, { name: 'Ana Pérez' });
      const staff = deployment.client({ front: one });
      assert.is((await staff.post('/api/auth/login', TEST_USER)).status, 200);
      const created = await saveCase(staff, consultation, caseData({ passportNumber: 'RD1111111' }), 0);
      assert.is(created.status, 200, created.text);
      // Both open version 1; the one on the second process saves first, the other's save is then stale.
      const opened = created.body.version;
      const saved = await saveCase(staff.via(two), consultation, caseData({ passportNumber: 'RD2222222' }), opened);
      assert.is(saved.status, 200, saved.text);
      const stale = await saveCase(staff, consultation, caseData({ passportNumber: 'RD3333333' }), opened);
      assert.is(stale.status, 409, stale.text);
      assert.is(stale.body.current?.data?.identity?.passportNumber, 'RD2222222', stale.text);
      const [stored] = await rows<{ data: { identity: { passportNumber: string } }; version: number }>(
        db,
        'select data, version from consultation_details where consultation_id = ?',
        [consultation],
      );
      assert.equal([stored.data.identity.passportNumber, stored.version], ['RD2222222', opened + 1]);
    }),
  );

  test(
    'an image sent to the bucket with a URL from one process is registered on the other and served by both',
    withOutput(async ({ deployment, db, one, two }) => {
      const consultation = await seedConsultation(db.orm, { name: 'Ana Pérez' });
      const staff = deployment.client({ front: one });
      assert.is((await staff.post('/api/auth/login', TEST_USER)).status, 200);
      const objectPath = await uploadImage(staff, consultation, PNG, 'image/png');
      const registered = await staff.via(two).post(`/api/consultations/${consultation}/images`, {
        fileName: 'pasaporte.png',
        originalName: 'pasaporte.png',
        fileSize: PNG.length,
        mimeType: 'image/png',
        objectPath,
      });
      assert.is(registered.status, 201, registered.text);
      for (const front of [one, two]) {
        const served = await staff.via(front).get(objectPath);
        assert.is(served.status, 200, served.text);
        assert.is(served.headers.get('content-length'), String(PNG.length));
      }
    }),
  );

  test(
    'a case template published through one process is used by the other at once',
    withOutput(async ({ deployment, db, one, two }) => {
      const next = loadCaseTemplates().versions('usa').at(-1)! + 1;
      const staff = deployment.client({ front: one });
      assert.is((await staff.post('/api/auth/login', TEST_USER)).status, 200);
      const published = await publish(staff, await draftWithoutGender(staff));
      assert.is(published.status, 201, published.text);
      const other = staff.via(two);
      const list = await other.get('/api/case-templates');
      assert.is(list.body.find((template: { key: string }) => template.key === 'usa').version, next);
      // A case saved there on the new version is checked by it: a nickname is allowed, too long it is not.
      const consultation = await seedConsultation(db.orm, { name: 'Ana Pérez' });
      const tooLong = await saveCase(other, consultation, caseData({ gender: undefined, nickname: 'x'.repeat(81) }), 0, next);
      assert.is(tooLong.status, 400, tooLong.text);
      const saved = await saveCase(other, consultation, caseData({ gender: undefined, nickname: 'Anita' }), 0, next);
      assert.is(saved.status, 200, saved.text);
    }),
  );

  test(
    'mail owed by forms sent to both processes at once reaches the mail server exactly once each',
    withOutput(async ({ deployment, db, one, two }) => {
      // Each form makes its process's sender run at once: both senders work on the outbox together.
      const sent = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          deployment
            .client({ front: i % 2 ? two : one, from: `127.0.0.${20 + i}` })
            .post('/api/contacts', validRequest({ email: `correo-${i}@correo.example` })),
        ),
      );
      assert.equal(
        sent.map((answer) => answer.status),
        Array(8).fill(201),
      );
      const outbox = async () => rows<{ id: string; status: string }>(db, 'select id, status from mail_outbox');
      const owed = async () => (await rows<{ n: number }>(db, 'select count(*)::int as n from contacts where mail_pending'))[0].n;
      const allSent = await waitFor(async () => {
        const messages = await outbox();
        return (await owed()) === 0 && messages.every((m) => m.status === 'sent') && deployment.smtp.received.length >= messages.length;
      }, 30_000);
      const messages = await outbox();
      assert.ok(allSent, `outbox: ${JSON.stringify(messages)}; received ${deployment.smtp.received.length}`);
      // Two per form (the confirmation and the staff notice), this test's and the earlier ones'.
      assert.ok(messages.length >= 16, String(messages.length));
      const received = deployment.smtp.received.map((mail) => /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw.toString())?.[1]);
      assert.equal(
        received.slice().sort(),
        messages.map((m) => m.id).sort(),
        `${messages.length} messages in the outbox, ${received.length} received`,
      );
    }),
  );

  test.run();
}
