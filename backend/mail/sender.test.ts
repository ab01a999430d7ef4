import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { simpleParser } from 'mailparser';
import { OutboxMessage } from '../db/entities/index.ts';
import type { Logger } from '../http/logger.ts';
import { dayFromToday, validRequest } from '../testing/submissionFixtures.ts';
import { eventually } from '../testing/eventually.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { purgeDeliveredMail, queueMail } from './outbox.ts';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, createMailSender, retryDelayMs } from './sender.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/testSmtpServer.ts';
import { smtpTransport } from './transport.ts';

const STAFF = 'equipo@rumbo.test';
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const logLines: string[] = [];
const capturingLogger: Logger = {
  info: (entry) => logLines.push(JSON.stringify(entry)),
  error: (entry) => logLines.push(JSON.stringify(entry)),
};

const test = suite<{ server: TestServer; smtp: TestSmtpServer }>('mail outbox sender');

test.before(async (context) => {
  context.smtp = await startTestSmtpServer();
  context.server = await startTestServer(
    { SMTP_URL: context.smtp.url, STAFF_EMAIL: STAFF },
    { now: clock, mailPollMs: 0, publicSubmissionLimit: null, logger: capturingLogger },
  );
});
test.before.each(async ({ server, smtp }) => {
  await server.reset();
  offsetMs = 0;
  logLines.length = 0;
  smtp.reset();
});
test.after(async ({ server, smtp }) => {
  await server.close();
  await smtp.close();
});

const rows = (server: TestServer) => server.db.orm.em.fork().find(OutboxMessage, {}, { orderBy: { kind: 'asc' } });

test('the wait between attempts doubles from 30 s and never exceeds one hour', () => {
  assert.equal([1, 2, 3, 4].map(retryDelayMs), [30_000, 60_000, 120_000, 240_000]);
  assert.is(retryDelayMs(8), 3_600_000);
  assert.is(retryDelayMs(50), 3_600_000);
});

test('a message refused once is retried after its back-off and arrives exactly once, with its calendar file', async ({ server, smtp }) => {
  const refusedOnce = new Set<string>();
  smtp.refuse = (recipient) => !refusedOnce.has(recipient) && Boolean(refusedOnce.add(recipient));
  const date = dayFromToday(12);
  const response = await server.anonymous().post('/api/consultations', validRequest({ preferredDate: date }));
  assert.is(response.status, 201);
  await server.mail.kick();

  assert.is(smtp.received.length, 0);
  let [confirmation, notice] = await rows(server);
  for (const row of [confirmation, notice]) {
    assert.is(row.status, 'pending');
    assert.is(row.attempts, 1);
    assert.match(row.lastError ?? '', '451');
    const wait = row.nextAttemptAt.getTime() - clock().getTime();
    assert.ok(wait > 25_000 && wait <= 30_000, `next attempt in ${wait} ms`);
  }

  // Not due yet: nothing is tried.
  await server.mail.kick();
  assert.is(smtp.attempts.length, 2);

  offsetMs += 31_000;
  await server.mail.kick();
  assert.is(smtp.received.length, 2);
  [confirmation, notice] = await rows(server);
  for (const row of [confirmation, notice]) {
    assert.is(row.status, 'sent');
    assert.is(row.attempts, 2);
    assert.is(row.messageId, `<${row.id}@rumbomigratorio.do>`);
    assert.ok(row.sentAt instanceof Date);
  }

  offsetMs += 3_600_000;
  await server.mail.kick();
  assert.is(smtp.received.length, 2, 'a sent message is never sent again');

  // A consultation's confirmation goes to its client's stored (lower-cased) address.
  const visitorMail = smtp.received.find((m) => m.recipients.includes('maria.perez@correo.example'));
  assert.ok(visitorMail);
  const parsed = await simpleParser(visitorMail.raw);
  assert.is(parsed.subject, 'Solicitud de cita recibida · Rumbo Migratorio');
  assert.is(parsed.from?.text, '"Rumbo Migratorio" <no-responder@rumbomigratorio.do>');
  assert.is(parsed.messageId, confirmation.messageId);
  assert.match(parsed.text ?? '', '$1,000 DOP, deducible del precio final');
  assert.match(String(parsed.html), 'María Pérez');
  assert.is(parsed.attachments.length, 1);
  const [ics] = parsed.attachments;
  assert.is(ics.filename, 'cita-rumbo-migratorio.ics');
  assert.is(ics.contentType, 'text/calendar');
  const calendar = ics.content.toString('utf8');
  assert.match(calendar, `DTSTART;VALUE=DATE:${date.replace(/-/g, '')}\r\n`);
  assert.match(calendar, `UID:consulta-${response.body.id}@rumbomigratorio.do`);

  const staffMail = smtp.received.find((m) => m.recipients.includes(STAFF));
  assert.ok(staffMail);
  assert.is((await simpleParser(staffMail.raw)).subject, 'Nueva solicitud de cita: María Pérez (Canadá)');
});

test('the log names deliveries and failures but never a recipient, subject or content', async ({ server, smtp }) => {
  let first = true;
  smtp.refuse = () => (first ? !(first = false) : false);
  await server.anonymous().post('/api/contacts', validRequest());
  await server.mail.kick();
  offsetMs += 31_000;
  await server.mail.kick();
  assert.ok(logLines.some((l) => l.includes('mail delivery failed')));
  assert.ok(logLines.some((l) => l.includes('mail sent')));
  for (const line of logLines) {
    for (const secret of ['Maria', 'María', 'correo.example', STAFF, 'Hemos recibido', '809-555', 'Conde', 'Buzón']) {
      assert.not.ok(line.includes(secret), `log line mentions "${secret}": ${line}`);
    }
  }
});

test('several senders working one outbox at once deliver each message exactly once', async ({ server, smtp }) => {
  const now = clock();
  await server.db.orm.em.fork().transactional((tx) =>
    queueMail(
      tx,
      Array.from({ length: 6 }, (_, i) => ({ kind: 'test', to: `persona${i}@rumbo.test`, subject: `Mensaje ${i}`, text: 'Hola' })),
      now,
    ),
  );
  const others = [1, 2].map(() =>
    createMailSender({
      orm: server.db.orm,
      transport: smtpTransport(smtp.url, 'no-responder@rumbomigratorio.do'),
      logger: capturingLogger,
      now: clock,
      pollMs: 0,
    }),
  );
  await Promise.all([server.mail.kick(), ...others.map((s) => s.kick())]);
  await Promise.all(others.map((s) => s.stop()));
  const recipients = smtp.received.flatMap((m) => m.recipients).sort();
  assert.equal(
    recipients,
    Array.from({ length: 6 }, (_, i) => `persona${i}@rumbo.test`),
  );
  assert.ok((await rows(server)).every((r) => r.status === 'sent' && r.attempts === 1));
});

test('in one batch, delivered messages are marked sent and a refused one is kept for a retry', async ({ server, smtp }) => {
  smtp.refuse = (recipient) => recipient === 'rechazo@rumbo.test';
  const recipients = ['uno@rumbo.test', 'rechazo@rumbo.test', 'dos@rumbo.test'];
  await server.db.orm.em.fork().transactional((tx) =>
    queueMail(
      tx,
      recipients.map((to, i) => ({ kind: `test.${i}`, to, subject: 'Hola', text: 'Hola' })),
      clock(),
    ),
  );
  await server.mail.kick();
  const [first, refused, second] = await rows(server);
  for (const row of [first, second]) {
    assert.is(row.status, 'sent');
    assert.is(row.attempts, 1);
    assert.is(row.messageId, `<${row.id}@rumbomigratorio.do>`);
    assert.ok(row.sentAt instanceof Date);
    assert.is(row.lastError, null);
  }
  assert.is(refused.status, 'pending');
  assert.is(refused.attempts, 1);
  assert.is(refused.sentAt, null);
  assert.is(refused.messageId, null);
  assert.match(refused.lastError ?? '', '451');
  assert.ok(refused.nextAttemptAt.getTime() > clock().getTime() + 25_000);
  assert.equal(smtp.received.flatMap((m) => m.recipients).sort(), ['dos@rumbo.test', 'uno@rumbo.test']);
});

test('a burst of kicks is served by one claim and one update per batch, not queries per message or per kick', async ({ server, smtp }) => {
  await server.db.orm.em.fork().transactional((tx) =>
    queueMail(
      tx,
      Array.from({ length: 4 }, (_, i) => ({ kind: 'test', to: `rafaga${i}@rumbo.test`, subject: `Mensaje ${i}`, text: 'Hola' })),
      clock(),
    ),
  );
  const sender = createMailSender({
    orm: server.db.orm,
    transport: smtpTransport(smtp.url, 'no-responder@rumbomigratorio.do'),
    logger: capturingLogger,
    now: clock,
    pollMs: 0,
  });
  // The real database, with every statement the sender sends written down.
  const { statements: sent } = await recordStatements(server.db.orm.em, async () => {
    await Promise.all(Array.from({ length: 20 }, () => sender.kick()));
    await sender.stop();
  });
  const statements = sent.map((statement) => statement.sql.trim().split(/\s+/).slice(0, 4).join(' '));
  assert.is(smtp.received.length, 4);
  assert.ok((await rows(server)).every((r) => r.status === 'sent' && r.attempts === 1));
  // The first pass claims and records the four; the kicks that came meanwhile make one more (empty) claim.
  assert.equal(statements, ['update mail_outbox set status', 'update mail_outbox as m', 'update mail_outbox set status']);
});

test('owed messages are queued at the start of a pass and sent by it; when queuing fails, queued mail still goes out', async ({
  server,
  smtp,
}) => {
  const transport = () => smtpTransport(smtp.url, 'no-responder@rumbomigratorio.do');
  const queueing = createMailSender({
    orm: server.db.orm,
    transport: transport(),
    logger: capturingLogger,
    now: clock,
    pollMs: 0,
    queueOwed: (at) =>
      server.db.orm.em
        .fork()
        .transactional((tx) => queueMail(tx, [{ kind: 'test', to: 'debida@rumbo.test', subject: 'Debida', text: 'Hola' }], at)),
  });
  await queueing.kick();
  await queueing.stop();
  assert.equal(
    smtp.received.flatMap((m) => m.recipients),
    ['debida@rumbo.test'],
  );

  await server.db.orm.em
    .fork()
    .transactional((tx) => queueMail(tx, [{ kind: 'test', to: 'en-cola@rumbo.test', subject: 'En cola', text: 'Hola' }], clock()));
  const failing = createMailSender({
    orm: server.db.orm,
    transport: transport(),
    logger: capturingLogger,
    now: clock,
    pollMs: 0,
    queueOwed: () => Promise.reject(Object.assign(new Error('sin conexión'), { code: 'ECONNRESET' })),
  });
  await failing.kick();
  await failing.stop();
  assert.equal(
    smtp.received.flatMap((m) => m.recipients),
    ['debida@rumbo.test', 'en-cola@rumbo.test'],
  );
  assert.ok(logLines.some((l) => l.includes('owed mail could not be queued') && l.includes('ECONNRESET')));
});

test('delivered messages older than the retention leave the outbox; waiting and failed ones stay', async ({ server }) => {
  const day = 24 * 60 * 60 * 1000;
  const now = clock();
  await server.db.orm.em.fork().transactional((tx) =>
    queueMail(
      tx,
      ['vieja', 'reciente', 'fallida', 'en-cola'].map((name) => ({ kind: 'test', to: `${name}@rumbo.test`, subject: name, text: 'Hola' })),
      new Date(now.getTime() - 200 * day),
    ),
  );
  const em = server.db.orm.em.fork();
  await em.nativeUpdate(OutboxMessage, { to: 'vieja@rumbo.test' }, { status: 'sent', sentAt: new Date(now.getTime() - 91 * day) });
  await em.nativeUpdate(OutboxMessage, { to: 'reciente@rumbo.test' }, { status: 'sent', sentAt: new Date(now.getTime() - 89 * day) });
  await em.nativeUpdate(OutboxMessage, { to: 'fallida@rumbo.test' }, { status: 'failed', attempts: MAX_ATTEMPTS });
  assert.is(await purgeDeliveredMail(em, now, 0), 0, '0 keeps everything');
  assert.is(await purgeDeliveredMail(em, now, 90), 1);
  assert.equal((await rows(server)).map((r) => r.to).sort(), ['en-cola@rumbo.test', 'fallida@rumbo.test', 'reciente@rumbo.test']);
});

test(`a message that keeps failing is marked 'failed' after ${MAX_ATTEMPTS} attempts and left alone`, async ({ server, smtp }) => {
  smtp.refuse = (recipient) => recipient === 'rechazo@rumbo.test';
  await server.db.orm.em
    .fork()
    .transactional((tx) => queueMail(tx, [{ kind: 'test', to: 'rechazo@rumbo.test', subject: 'Nunca llega', text: 'Hola' }], clock()));
  for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
    await server.mail.kick();
    offsetMs += 2 * 3_600_000;
  }
  const [row] = await rows(server);
  assert.is(row.status, 'failed');
  assert.is(row.attempts, MAX_ATTEMPTS);
  assert.match(row.lastError ?? '', '451');
  assert.is(smtp.attempts.length, MAX_ATTEMPTS);
  assert.is(smtp.received.length, 0);
});

test('a message whose delivery was interrupted is retried once its claim has lapsed', async ({ server, smtp }) => {
  await server.db.orm.em
    .fork()
    .transactional((tx) => queueMail(tx, [{ kind: 'test', to: 'tarde@rumbo.test', subject: 'Interrumpido', text: 'Hola' }], clock()));
  // As a process that died mid-delivery leaves it: claimed, lease running.
  const em = server.db.orm.em.fork();
  await em.nativeUpdate(OutboxMessage, {}, { status: 'sending', nextAttemptAt: new Date(clock().getTime() + CLAIM_LEASE_MS) });
  await server.mail.kick();
  assert.is(smtp.received.length, 0);
  offsetMs += CLAIM_LEASE_MS + 1000;
  await server.mail.kick();
  assert.is(smtp.received.length, 1);
  assert.is((await rows(server))[0].status, 'sent');
});

test('stopping mid-batch hands back the messages it claimed and did not try: due at once, another sender delivers them', async ({
  server,
  smtp,
}) => {
  await server.db.orm.em.fork().transactional((tx) =>
    queueMail(
      tx,
      ['uno', 'dos', 'tres'].map((name) => ({ kind: 'test', to: `${name}@rumbo.test`, subject: name, text: 'Hola' })),
      clock(),
    ),
  );
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  smtp.hold = () => held;
  const sender = createMailSender({
    orm: server.db.orm,
    transport: smtpTransport(smtp.url, 'rumbo@rumbo.test'),
    logger: capturingLogger,
    now: clock,
    pollMs: 0,
  });
  const pass = sender.kick();
  assert.ok(await eventually(() => smtp.attempts.length === 1, 10_000), 'the first delivery is under way');
  const claimed = await rows(server);
  assert.equal(
    claimed.map((row) => row.status),
    ['sending', 'sending', 'sending'],
  );
  const stopped = sender.stop();
  letGo();
  await Promise.all([pass, stopped]);
  const after = await rows(server);
  assert.equal(after.map((row) => row.status).sort(), ['pending', 'pending', 'sent']);
  for (const row of after.filter((r) => r.status === 'pending')) {
    assert.ok(row.nextAttemptAt!.getTime() <= clock().getTime(), 'due now, not when the lease would have ended');
  }
  smtp.hold = () => null;
  await server.mail.kick();
  assert.equal(
    (await rows(server)).map((row) => row.status),
    ['sent', 'sent', 'sent'],
  );
  assert.is(smtp.received.length, 3);
});

test('idle() waits for the delivery pass in progress, also one a request started', async ({ server, smtp }) => {
  await server.mail.idle();
  assert.is(smtp.received.length, 0, 'nothing to wait for: resolves at once');
  const response = await server.anonymous().post('/api/consultations', validRequest());
  assert.is(response.status, 201);
  const pass = server.mail.kick();
  await server.mail.idle();
  assert.is(smtp.received.length, 2, 'the pass that was running has delivered both messages');
  await pass;
  // The request's own kick starts a pass after its answer: idle() waits for that one too.
  await server.anonymous().post('/api/consultations', validRequest({ email: 'otra@correo.example' }));
  await server.mail.idle();
  assert.is(smtp.received.length, 4);
});

test.run();
