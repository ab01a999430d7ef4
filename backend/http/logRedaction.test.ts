import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseSamples } from '../../templates/loadCaseTemplates.ts';
import { totpCode } from '../auth/totp.ts';
import { Client, Consultation } from '../db/entities/index.ts';
import { capturedLog } from '../testing/capturedLog.ts';
import { eventually } from '../testing/eventually.ts';
import { startTestServer, TEST_USER, type TestClient, type TestResponse, type TestServer } from '../testing/testServer.ts';

/**
 * What the log never holds, whatever a request carried: passwords, cookies, second-factor codes,
 * form contents, upload signatures. A person's whole way through the back-office is logged and read.
 */
const test = suite<{ server: TestServer; log: ReturnType<typeof capturedLog> }>('log redaction');

test.before(async (context) => {
  context.log = capturedLog();
  context.server = await startTestServer({ NODE_ENV: 'development', LOG_REQUESTS: '1' }, { logger: context.log.logger });
});
test.before.each(async ({ server, log }) => {
  await server.reset();
  log.clear();
});
test.after(async ({ server }) => server.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PASSPORT = 'RDZ4815162342';
const FULL_NAME = 'Anacaona Tavárez Quisqueya';

async function createConsultation(server: TestServer): Promise<string> {
  const em = server.db.orm.em.fork();
  const details = { name: FULL_NAME, email: `${randomUUID()}@example.com`, phone: '809-555-1234' };
  const consultation = em.create(Consultation, { client: em.create(Client, details), ...details, destinationCountry: 'usa' });
  await em.flush();
  return consultation.id;
}

const ok = (response: TestResponse, what: string) => {
  assert.ok(response.status < 300, `${what}: ${response.status} ${response.text}`);
  return response;
};

test('signing in with a password and a code, saving a case and uploading an image leave request lines with ids and nothing secret or personal', async ({
  server,
  log,
}) => {
  const answers: TestResponse[] = [];
  const track = async (what: string, call: Promise<TestResponse>) => {
    const answer = ok(await call, what);
    answers.push(answer);
    return answer;
  };
  const secrets: string[] = [TEST_USER.password];
  const cookiesOf = (client: TestClient) => secrets.push(...client.cookies.values());

  // Two-factor sign-in turned on, then a sign-in with the password and a code, and one with a recovery code.
  const enrolling = await server.staff();
  cookiesOf(enrolling);
  const { secret } = (await track('setup', enrolling.post('/api/auth/totp/setup', {}))).body;
  const enrolCode = totpCode(secret, new Date());
  const { recoveryCodes } = (await track('confirm', enrolling.post('/api/auth/totp/confirm', { code: enrolCode }))).body;
  const staff = server.anonymous();
  await track('password', staff.post('/api/auth/login', TEST_USER));
  cookiesOf(staff);
  const code = totpCode(secret, new Date(Date.now() + 30_000));
  await track('code', staff.post('/api/auth/login/totp', { code }));
  cookiesOf(staff);
  const other = server.anonymous();
  await track('password again', other.post('/api/auth/login', TEST_USER));
  await track('recovery code', other.post('/api/auth/login/totp', { recoveryCode: recoveryCodes[0] }));
  cookiesOf(other);
  secrets.push(secret, enrolCode, code, ...recoveryCodes);

  // A case saved with a passport number.
  const consultationId = await createConsultation(server);
  const usa = loadCaseSamples().get('usa') as { identity: Record<string, unknown> };
  const data = { ...usa, identity: { ...usa.identity, fullName: FULL_NAME, passportNumber: PASSPORT } };
  await track(
    'case',
    staff.post('/api/consultation-details', {
      consultationId,
      formTemplate: 'usa',
      currentStage: 'pre-chequeo',
      documentsReviewStatus: 'pending',
      data,
      version: 0,
    }),
  );

  // An image sent to a signed URL, whose signature is in the query string.
  const signed = await track('signed URL', staff.post('/api/objects/upload'));
  const uploadUrl = new URL(signed.body.uploadURL);
  const signature = uploadUrl.searchParams.get('signature')!;
  assert.ok(signature && signature.length >= 16, 'the URL is signed');
  await track('upload', server.anonymous().put(uploadUrl.pathname + uploadUrl.search, PNG, { 'Content-Type': 'image/png' }));

  const ids = answers.map((answer) => answer.headers.get('X-Request-Id')!);
  const requestLines = () => log.entries().filter((entry) => entry.msg === 'request');
  assert.ok(
    await eventually(() => ids.every((id) => requestLines().some((line) => line.requestId === id)), 5000),
    'a request line for every request, with its id',
  );
  assert.ok(requestLines().some((line) => line.path === '/api/objects/put/:name' && line.status === 200));

  const text = log.lines.join('\n');
  for (const value of [...new Set(secrets), PASSPORT, FULL_NAME, signature, 'passportNumber', 'Cookie', 'cookie']) {
    assert.not.ok(text.includes(value), `the log holds ${JSON.stringify(value)}`);
  }
  assert.not.ok(/expires=|signature=/.test(text), 'no query string');
});

test('a line that carries a credential, a header or a body by mistake has it replaced', ({ log }) => {
  log.logger.info({
    msg: 'por error',
    password: 'clave-filtrada-1',
    body: { passportNumber: PASSPORT },
    headers: { cookie: 'sesion=galleta-filtrada' },
    req: { headers: { authorization: 'Bearer ficha-filtrada' } },
    session: { token: 'ficha-filtrada-2' },
    recoveryCode: 'ABCD-EFGH',
  });
  const text = log.lines.join('\n');
  for (const value of ['clave-filtrada-1', PASSPORT, 'galleta-filtrada', 'ficha-filtrada', 'ABCD-EFGH']) {
    assert.not.ok(text.includes(value), `the log holds ${value}`);
  }
  assert.match(text, /\[oculto\]/);
});

test.run();
