import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { simpleParser } from 'mailparser';
import { OutboxMessage } from '../db/entities/index.ts';
import { dayFromToday, validRequest } from '../testing/submissionFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const test = suite<{ server: TestServer; dataDir: string }>('mail without a mail server: .eml files');

test.before(async (context) => {
  context.dataDir = await mkdtemp(path.join(os.tmpdir(), 'rumbo-mail-'));
  context.server = await startTestServer({ DATA_DIR: context.dataDir }, { mailPollMs: 0, publicSubmissionLimit: null });
  await context.server.reset();
});
test.after(async ({ server, dataDir }) => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('without SMTP_URL each message is written as a readable .eml file in DATA_DIR/outbox', async ({ server, dataDir }) => {
  const date = dayFromToday(7);
  const response = await server.anonymous().post('/api/consultations', validRequest({ preferredDate: date }));
  assert.is(response.status, 201);
  await server.mail.kick();
  const [row] = await server.db.orm.em.fork().find(OutboxMessage, {});
  assert.is(row.status, 'sent');
  const outbox = path.join(dataDir, 'outbox');
  assert.equal(await readdir(outbox), [`${row.id}.eml`]);
  const file = path.join(outbox, `${row.id}.eml`);
  assert.is((await stat(file)).mode & 0o777, 0o600, 'only the server user may read it');
  const raw = await readFile(file);
  assert.match(raw.toString('latin1'), /^[\s\S]*\r\n\r\n/);
  const parsed = await simpleParser(raw);
  assert.is(parsed.subject, 'Solicitud de cita recibida · Rumbo Migratorio');
  assert.is(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '', 'maria.perez@correo.example');
  assert.is(parsed.messageId, row.messageId);
  assert.match(parsed.text ?? '', 'Hola, María Pérez:');
  assert.is(parsed.attachments[0]?.filename, 'cita-rumbo-migratorio.ics');
  assert.match(parsed.attachments[0].content.toString('utf8'), `DTSTART;VALUE=DATE:${date.replace(/-/g, '')}`);
});

test.run();
