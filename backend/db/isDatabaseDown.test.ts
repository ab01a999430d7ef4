import net from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MikroORM } from '@mikro-orm/postgresql';
import { testDatabase } from '../testing/testServer.ts';
import { Session } from './entities/index.ts';
import { isDatabaseDown } from './isDatabaseDown.ts';
import { ormOptions } from './orm.ts';

/**
 * Real errors from pg, knex and MikroORM, provoked against sockets that behave like a database that
 * is down; and real query faults, which must stay 500s.
 */
const test = suite('isDatabaseDown');

/** A local TCP server doing `onSocket` with each connection; `close()` also ends the open ones. */
type FakeServer = Awaited<ReturnType<typeof fakeServer>>;

async function fakeServer(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The errors of a plain query, an entity query and a transaction against `server`, which is closed after. */
async function errorsAgainst(server: FakeServer, acquireConnectionTimeout = 60_000): Promise<unknown[]> {
  const orm = await MikroORM.init({
    ...ormOptions(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`),
    connect: false,
    driverOptions: { acquireConnectionTimeout },
  });
  try {
    const outcomes = await Promise.allSettled([
      orm.em.getConnection().execute('select 1'),
      orm.em.fork().findOne(Session, { tokenHash: 'x' }),
      orm.em.fork().transactional((tx) => tx.execute('select 1')),
    ]);
    return outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : 'no error'));
  } finally {
    // Connections still being opened hold the pool's shutdown until they fail: end them first.
    await server.close();
    await orm.close(true);
  }
}

test('connection refused is the database down', async () => {
  const closed = await fakeServer(() => {});
  await closed.close();
  const errors = await errorsAgainst(closed);
  assert.equal(
    errors.map((e) => (e as { code?: string }).code),
    ['ECONNREFUSED', 'ECONNREFUSED', 'ECONNREFUSED'],
  );
  for (const error of errors) assert.ok(isDatabaseDown(error), String(error));
});

test('a connection the server drops is the database down', async () => {
  const errors = await errorsAgainst(await fakeServer((socket) => socket.destroy()));
  for (const error of errors) {
    // Which of the two words pg finds depends on when the socket's end is read.
    assert.match(String((error as Error).message), /Connection terminated unexpectedly|ECONNRESET/);
    assert.ok(isDatabaseDown(error), String(error));
  }
});

test('no connection within the pool timeout (KnexTimeoutError, raw or wrapped by MikroORM) is the database down', async () => {
  const errors = await errorsAgainst(await fakeServer(() => {}), 300);
  assert.equal(
    errors.map((e) => (e as Error).name),
    ['KnexTimeoutError', 'DriverException', 'KnexTimeoutError'],
  );
  for (const error of errors) assert.ok(isDatabaseDown(error), String(error));
});

test('faults in a query, even NUL in text, are not the database down', async () => {
  const { orm } = await testDatabase();
  const faults = await Promise.allSettled([
    orm.em.getConnection().execute('selec 1'),
    orm.em.getConnection().execute("select 'a' || chr(0)"),
    orm.em.getConnection().execute('select 1 / 0'),
    orm.em.fork().findOne(Session, { tokenHash: 'a\u0000b' }),
  ]);
  for (const fault of faults) {
    assert.is(fault.status, 'rejected');
    assert.not.ok(isDatabaseDown((fault as PromiseRejectedResult).reason), String((fault as PromiseRejectedResult).reason));
  }
  // 55000 also names other states a query can hit; only this one is an outage.
  assert.not.ok(isDatabaseDown({ code: '55000', message: 'currval of sequence "s" is not yet defined in this session' }));
  assert.ok(isDatabaseDown({ code: '55000', message: 'database "x" is not currently accepting connections' }));
  assert.ok(isDatabaseDown(new Error('request failed', { cause: { code: '57P01' } })), 'through a cause');
  assert.not.ok(isDatabaseDown(null));
  assert.not.ok(isDatabaseDown('texto'));
});

test.run();
