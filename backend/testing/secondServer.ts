import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/orm.ts';
import { silentLogger } from '../http/logger.ts';
import { startServer, type RunningServer } from '../startServer.ts';
import { signedInClient, TEST_DATA_DIR, type TestClient, type TestServer } from './testServer.ts';

export interface SecondServer extends RunningServer {
  /** A client signed in as the test staff user. */
  staff(): Promise<TestClient>;
}

/**
 * Another server process on the test server's database, as a second process behind a proxy would run:
 * its own connections (to DATABASE_URL, or to the embedded database's socket), its own template
 * catalog, its own port. `first.reset()` empties the database for both. Delivers no mail: the first
 * server's sender does.
 */
export async function startSecondServer(first: TestServer): Promise<SecondServer> {
  // The embedded database's socket takes the first server's pool and 4 connections more (backend/db/orm.ts).
  const db = await openDatabase({ databaseUrl: first.db.url, pgliteDir: null, poolSize: 4 });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: TEST_DATA_DIR });
  const server = await startServer(config, {
    db,
    logger: silentLogger,
    announce: () => {},
    frontendDir: '.tmp/no-frontend',
    deliverMail: false,
  });
  return {
    ...server,
    staff: () => signedInClient(server.url),
    async close() {
      await server.close();
      await db.close();
    },
  };
}
