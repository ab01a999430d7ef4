/**
 * Throughput of POST /api/contacts against the least a Node server could do for the same job.
 *
 *   npm run bench:api                 embedded PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npm run bench:api
 *
 * Every server runs in this process, on loopback, over the same database and connection pool:
 * - "bare": Koa + JSON body parser + one INSERT into contacts, nothing else;
 * - "bare+tx" (for context): the same, but the contact and one outbox row in a transaction;
 * - "ours": the application as createApp builds it (security headers, same-origin check, session
 *   check, validation, the contact stored by one INSERT that marks its two e-mails as owed), with the
 *   per-address limit off, since every request comes from 127.0.0.1, and no request log (LOG_REQUESTS=0:
 *   bare writes none either, and a terminal's speed is not the server's). Like bare, it sends no mail
 *   while it is measured: the owed e-mails are written and delivered afterwards, and the time that
 *   takes is printed on its own;
 * - "ours+mail" (for context, PGlite only): the same, with the mail sender kicked after every request,
 *   writing the e-mails into the outbox and delivering them to .eml files meanwhile, as in production.
 * bare and ours are measured in alternating rounds, so both meet the same table sizes and the same
 * moments of the machine; each line adds its rounds up (p99: the worst round's). Each server counts
 * the requests it handled with a 2xx, so "rows = 2xx" is exact even for requests still in flight when
 * the load stopped (autocannon's own 2xx count leaves those out). Prints figures only. Rows it wrote
 * carry a unique e-mail address and are deleted at the end; on a DATABASE_URL nothing is delivered,
 * so mail already waiting there is never touched.
 *
 * Then, on a DATABASE_URL with nginx installed, two server processes behind nginx against one behind
 * the same nginx, as deployed (bench/api/behindNginx.ts).
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { loadConfig } from '../../backend/config.ts';
import { openDatabase, type Database } from '../../backend/db/orm.ts';
import { createApp } from '../../backend/http/createApp.ts';
import { silentLogger } from '../../backend/http/logger.ts';
import { fileTransport } from '../../backend/mail/transport.ts';
import { startServer } from '../../backend/startServer.ts';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { benchBehindNginx } from './behindNginx.ts';
import { addRound, line, loadAverage, measured, perSecond, type Measured } from './measured.ts';

const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS_PER_ROUND = 5;
const WARM_UP_SECONDS = 2;

const marker = `bench-${randomUUID().slice(0, 8)}@bench.invalid`;
const [year, month, day] = todayInBusinessZone().split('-').map(Number);
const body = JSON.stringify({
  name: 'Prueba de Carga',
  email: marker,
  phone: '809-555-1234',
  address: 'Calle de Prueba 1, Santo Domingo',
  country: 'usa',
  preferredDate: new Date(Date.UTC(year, month - 1, day + 30)).toISOString().slice(0, 10),
  message: 'Mensaje de prueba de rendimiento.',
});

const INSERT_CONTACT =
  'insert into contacts (id, name, email, phone, country, address, preferred_date, message, created_at, is_read) values (?, ?, ?, ?, ?, ?, ?, ?, ?, false)';

function contactValues(b: Record<string, string>, id: string) {
  return [id, b.name, b.email, b.phone, b.country, b.address, b.preferredDate || null, b.message ?? '', new Date()];
}

function bareApp(db: Database): Koa {
  const app = new Koa();
  app.use(koaBody({ json: true, jsonLimit: '1mb', text: false, urlencoded: false }));
  app.use(async (ctx) => {
    if (ctx.method !== 'POST') return;
    const b = ctx.request.body as Record<string, string>;
    const id = randomUUID();
    if (ctx.path === '/api/contacts') {
      await db.orm.em.getConnection().execute(INSERT_CONTACT, contactValues(b, id));
    } else if (ctx.path === '/api/contacts-tx') {
      await db.orm.em.getKnex().transaction(async (trx) => {
        await trx.raw(INSERT_CONTACT, contactValues(b, id));
        await trx.raw(
          "insert into mail_outbox (id, kind, recipient, subject, body_text, status, attempts, next_attempt_at, created_at) values (?, 'bench', ?, 'Hola', 'Hola', 'sent', 0, now(), now())",
          [randomUUID(), b.email],
        );
      });
    } else {
      return;
    }
    ctx.status = 201;
    ctx.body = { success: true, message: 'ok', id };
  });
  return app;
}

/**
 * An HTTP server for `app` that counts the requests its handler has finished with a 2xx, including
 * those whose client had already hung up when the load stopped (their rows are stored all the same).
 */
async function countingServer(app: Koa) {
  const counter = { ok: 0, inFlight: 0 };
  const handle = app.callback();
  const server = http.createServer((request, response) => {
    counter.inFlight += 1;
    void Promise.resolve(handle(request, response)).finally(() => {
      counter.inFlight -= 1;
      if (response.statusCode >= 200 && response.statusCode < 300) counter.ok += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, counter };
}

/** Writes and delivers (to .eml files) the e-mails the load left owed, and prints how long that took. */
async function drainOutbox(after: string): Promise<void> {
  const waiting = async () => {
    const [row] = await db.orm.em.getConnection().execute<{ n: number }[]>(
      `select (select 2 * count(*) from contacts where mail_pending and email = ?)
            + (select count(*) from mail_outbox where status in ('pending', 'sending') and recipient in (?, 'equipo@bench.invalid'))::int as n`,
      [marker, marker],
    );
    return row.n;
  };
  const start = performance.now();
  const left = await waiting();
  while ((await waiting()) > 0 && performance.now() - start < 120_000) await running.mail.kick();
  console.log(
    `mail outbox after ${after}: ${left} messages waiting, drained in ${((performance.now() - start) / 1000).toFixed(1)} s (${await waiting()} left)`,
  );
}

async function storedRows(db: Database): Promise<number> {
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ n: number }[]>('select count(*)::int as n from contacts where email = ?', [marker]);
  return row.n;
}

/** Waits until the requests still in flight when the load stopped have been handled. */
async function settle(counter: { inFlight: number }): Promise<void> {
  while (counter.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

function load(url: string, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    // The apps below answer on ports of their own but allow writes from the site's address only.
    headers: { 'content-type': 'application/json', origin: new URL(running.deps.config.publicUrl).origin },
    body,
  });
}

/** One server's figures, with the requests it finished with a 2xx and the rows that appeared meanwhile. */
interface Counted extends Measured {
  served: number;
  rows: number;
}

const counted = (name: string): Counted => ({ ...measured(name), served: 0, rows: 0 });

type Target = Awaited<ReturnType<typeof countingServer>>;

async function warmUp(target: Target, route: string): Promise<void> {
  await load(target.url + route, WARM_UP_SECONDS);
  await settle(target.counter);
}

async function round(into: Counted, target: Target, route: string, db: Database): Promise<void> {
  const [rowsBefore, servedBefore] = [await storedRows(db), target.counter.ok];
  const result = await load(target.url + route, SECONDS_PER_ROUND);
  await settle(target.counter);
  addRound(into, result);
  into.served += target.counter.ok - servedBefore;
  into.rows += (await storedRows(db)) - rowsBefore;
}

const countedLine = (m: Counted) => line(m, 9, `rows ${m.rows} ${m.rows === m.served ? '=' : '≠'} 2xx handled ${m.served}`);

const databaseUrl = loadConfig().databaseUrl;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rumbo-bench-'));
const db = await openDatabase({ databaseUrl, pgliteDir: databaseUrl ? null : path.join(dataDir, 'pg') });
const config = loadConfig({
  NODE_ENV: 'development',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_REQUESTS: '0',
  // As in production, each contact queues a confirmation and a staff notice.
  STAFF_EMAIL: 'equipo@bench.invalid',
});
// startServer wires what production has (the mail sender, the sweepers); its app is rebuilt below
// from the same deps so this process can count what it answers.
const running = await startServer(config, {
  db,
  logger: silentLogger,
  announce: () => {},
  frontendDir: path.join(dataDir, 'no-frontend'),
  publicSubmissionLimit: null,
  // Delivery is started by hand below: only the "ours+mail" server kicks the sender.
  deliverMail: false,
  mailTransport: fileTransport(path.join(dataDir, 'outbox'), config.mailFrom),
});
const ours = await countingServer(createApp(running.deps).app);
const oursWithMail = databaseUrl
  ? null
  : await countingServer(createApp({ ...running.deps, onMailQueued: () => void running.mail.kick() }).app);
const bare = await countingServer(bareApp(db));

console.log(
  `POST /api/contacts, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS_PER_ROUND} s after ${WARM_UP_SECONDS} s warm-up; ` +
    `database: ${db.kind}; ${os.cpus().length} CPUs, load average ${loadAverage()}`,
);
try {
  const [bareRun, bareTxRun, oursRun] = [counted('bare'), counted('bare+tx'), counted('ours')];
  await warmUp(bare, '/api/contacts');
  await warmUp(ours, '/api/contacts');
  for (let i = 0; i < ROUNDS; i++) {
    await round(bareRun, bare, '/api/contacts', db);
    await round(oursRun, ours, '/api/contacts', db);
  }
  await warmUp(bare, '/api/contacts-tx');
  await round(bareTxRun, bare, '/api/contacts-tx', db);
  for (const run of [bareRun, bareTxRun, oursRun]) console.log(countedLine(run));
  console.log(
    `ours/bare: throughput ${(perSecond(oursRun) / perSecond(bareRun)).toFixed(2)}, ` +
      `p99 ${oursRun.p99} ms vs ${bareRun.p99} ms; ` +
      `ours/bare+tx: throughput ${(perSecond(oursRun) / perSecond(bareTxRun)).toFixed(2)}; load average now ${loadAverage()}`,
  );
  if (oursWithMail) {
    await drainOutbox('ours');
    const withMailRun = counted('ours+mail');
    await warmUp(oursWithMail, '/api/contacts');
    await round(withMailRun, oursWithMail, '/api/contacts', db);
    console.log(countedLine(withMailRun));
    console.log(
      `ours+mail/bare: throughput ${(perSecond(withMailRun) / perSecond(bareRun)).toFixed(2)}; load average now ${loadAverage()}`,
    );
    await drainOutbox('ours+mail');
  }
  await benchBehindNginx(db, databaseUrl, {
    connections: CONNECTIONS,
    rounds: ROUNDS,
    secondsPerRound: SECONDS_PER_ROUND,
    warmUpSeconds: WARM_UP_SECONDS,
  });
} finally {
  await new Promise((resolve) => bare.server.close(resolve));
  await new Promise((resolve) => ours.server.close(resolve));
  if (oursWithMail) await new Promise((resolve) => oursWithMail.server.close(resolve));
  await running.close();
  const connection = db.orm.em.getConnection();
  await connection.execute("delete from mail_outbox where recipient in (?, 'equipo@bench.invalid')", [marker]);
  await connection.execute('delete from contacts where email = ?', [marker]);
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
