import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from './db/orm.ts';
import { queryRows } from './db/sql.ts';
import { eventually } from './testing/eventually.ts';
import { validRequest } from './testing/submissionFixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/testSmtpServer.ts';

/**
 * SIGTERM to `npm start`'s entry point, a real child process on its own embedded database: what is in
 * flight is answered, nothing new gets in, the mail sender's claims are handed back, and the process
 * ends within SHUTDOWN_TIMEOUT_SECONDS. The request in flight is one whose body the test holds back.
 */
interface Child {
  process: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startChild(dataDir: string, settings: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    // Test mode: the server serves whatever dist/ holds and never builds it.
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = () => /Servidor escuchando en http:\/\/localhost:(\d+)/.exec(output);
  const started = await Promise.race([eventually(() => listening() !== null, 240_000), exited.then(() => false)]);
  assert.ok(started, `the server started:\n${output}`);
  return { process: child, port: Number(listening()![1]), output: () => output, exited };
}

/** Whether a new connection to the port is refused (the server no longer listens). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

interface Answer {
  status: number;
  body: string;
}

/**
 * A POST whose body is held back: resolves `started` once the server has taken the request (its
 * 100 Continue), and sends the body when `send()` is called.
 */
function heldRequest(port: number, route: string, body: unknown) {
  const text = JSON.stringify(body);
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: route,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      Origin: `http://localhost:${port}`,
      Expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('response', (response) => {
      let received = '';
      response.on('data', (chunk: Buffer) => (received += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode!, body: received }));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return { started, answer, send: () => request.end(text), abort: () => request.destroy() };
}

interface Context {
  dirs: string[];
  smtp: TestSmtpServer;
  letMailGo: () => void;
  /** Drains for up to a minute; its SMTP server holds every delivery until letMailGo(). */
  patient: Child;
  /** SHUTDOWN_TIMEOUT_SECONDS=1. */
  hasty: Child;
}

const test = suite<Context>('stopping on SIGTERM');

// Both children start side by side, each on a copy of one database made here: opening a new embedded
// database costs several times what opening an existing one does.
test.before(async (context) => {
  context.dirs = await Promise.all([1, 2].map(() => mkdtemp(path.join(os.tmpdir(), 'parada-'))));
  await (await openDatabase({ databaseUrl: null, pgliteDir: path.join(context.dirs[0], 'pg') })).close();
  await cp(path.join(context.dirs[0], 'pg'), path.join(context.dirs[1], 'pg'), { recursive: true });
  context.smtp = await startTestSmtpServer();
  const mailHeld = new Promise<void>((resolve) => (context.letMailGo = resolve));
  context.smtp.hold = () => mailHeld;
  [context.patient, context.hasty] = await Promise.all([
    startChild(context.dirs[0], { SMTP_URL: context.smtp.url, STAFF_EMAIL: 'equipo@rumbo.test', SHUTDOWN_TIMEOUT_SECONDS: '60' }),
    startChild(context.dirs[1], { SHUTDOWN_TIMEOUT_SECONDS: '1' }),
  ]);
});
test.after(async ({ dirs, smtp, patient, hasty }) => {
  patient?.process.kill('SIGKILL');
  hasty?.process.kill('SIGKILL');
  await smtp?.close();
  for (const dir of dirs ?? []) await rm(dir, { recursive: true, force: true });
});

test('SIGTERM: the request in flight is answered whole, new connections are refused, mail claims are handed back, exit 0', async ({
  dirs,
  smtp,
  patient: child,
  letMailGo,
}) => {
  const dataDir = dirs[0];
  // A consultation owes two e-mails: the pass claims both and is held delivering the first.
  const origin = `http://localhost:${child.port}`;
  const consultation = await fetch(`${origin}/api/consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(validRequest()),
  });
  assert.is(consultation.status, 201);
  assert.ok(await eventually(() => smtp.attempts.length === 1, 30_000), 'the first e-mail is being delivered');

  const inFlight = heldRequest(child.port, '/api/contacts', validRequest({ email: 'otra@correo.example' }));
  await inFlight.started;
  const signalledAt = Date.now();
  child.process.kill('SIGTERM');
  assert.ok(await eventually(() => refused(child.port), 30_000), 'a new connection is refused once SIGTERM arrived');
  inFlight.send();
  const answer = await inFlight.answer;
  assert.is(answer.status, 201, answer.body);
  assert.is(JSON.parse(answer.body).success, true);

  letMailGo();
  const code = await child.exited;
  assert.is(code, 0, child.output());
  assert.ok(Date.now() - signalledAt < 60_000, 'within SHUTDOWN_TIMEOUT_SECONDS');
  assert.is(smtp.received.length, 1, 'the e-mail under way was delivered; the other was not started');

  const db = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pg') });
  try {
    const rows = await queryRows<{ status: string; due: boolean }>(
      db.orm.em,
      'select status, next_attempt_at <= now() as due from mail_outbox order by status',
    );
    assert.equal(
      rows.map((row) => row.status),
      ['pending', 'sent'],
      'no message is left claimed',
    );
    assert.ok(rows[0].due, 'the message handed back is due at once, not when the lease would have ended');
    const [contact] = await queryRows<{ count: string }>(db.orm.em, 'select count(*)::text as count from contacts');
    assert.is(contact.count, '1', 'the request answered during the stop was stored');
  } finally {
    await db.close();
  }
});

test('past SHUTDOWN_TIMEOUT_SECONDS the connections left are cut and the process exits 1 with one line saying so', async ({
  hasty: child,
}) => {
  const stuck = heldRequest(child.port, '/api/contacts', validRequest());
  await stuck.started;
  const signalledAt = Date.now();
  child.process.kill('SIGTERM');
  const error = await stuck.answer.then(
    () => null,
    (e: NodeJS.ErrnoException) => e,
  );
  assert.ok(error, 'the request that never finished is cut');
  const code = await child.exited;
  assert.is(code, 1, child.output());
  assert.ok(Date.now() - signalledAt < 1000 + 5000, 'the bound holds');
  assert.match(child.output(), /Parada forzada: pasaron SHUTDOWN_TIMEOUT_SECONDS=1 con 1 conexión abierta, que se ha cortado\n/);
  assert.not.match(child.output(), /\n\s+at /, 'no stack trace');
});

test.run();
