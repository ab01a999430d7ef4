import fs from 'node:fs/promises';
import path from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { entities } from './entities/index.ts';
import { migrations } from './migrations/index.ts';
import { pgliteForSocket } from './pgliteForSocket.ts';

const POOL_SIZE = 8;

export interface Database {
  orm: MikroORM;
  /** 'postgres' when DATABASE_URL was given, 'pglite' for the embedded database. */
  kind: 'postgres' | 'pglite';
  /** Where the ORM connects: DATABASE_URL, or the embedded database's loopback socket. */
  url: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Where the embedded database keeps its files; null keeps it in memory (tests). */
  pgliteDir: string | null;
  debug?: boolean;
  /** Drop every table first (tests against a real PostgreSQL start from nothing). */
  resetSchema?: boolean;
  /** Connections the ORM may open at most (POOL_SIZE by default). */
  poolSize?: number;
}

export function ormOptions(clientUrl: string, debug = false, poolSize = POOL_SIZE): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'backend/db/migrations',
      pathTs: 'backend/db/migrations',
      emit: 'ts',
      migrationsList: migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  };
}

/** Opens the database (PostgreSQL, or embedded PGlite served over a loopback socket) and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let pglite: PGlite | null = null;
  let socketServer: PGLiteSocketServer | null = null;
  let clientUrl = options.databaseUrl;
  if (!clientUrl) {
    // The data directory holds personal data: only the server's own account may enter it.
    if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true, mode: 0o700 });
    pglite = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
    await pglite.waitReady;
    // PGlite runs one query at a time; the socket server queues connections onto it, each statement
    // with bound values whole (pgliteForSocket). The connections beyond the pool take a second, small
    // pool: the tests run a second server process on this socket (backend/testing/secondServer.ts).
    socketServer = new PGLiteSocketServer({ db: pgliteForSocket(pglite), host: '127.0.0.1', port: 0, maxConnections: POOL_SIZE + 4 });
    await socketServer.start();
    clientUrl = `postgres://postgres:postgres@${socketServer.getServerConn()}/postgres`;
  }
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormOptions(clientUrl, options.debug, options.poolSize));
    if (options.resetSchema) {
      await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
    }
    await orm.getMigrator().up();
  } catch (error) {
    await socketServer?.stop();
    await pglite?.close();
    throw error;
  }
  return {
    orm,
    kind: pglite ? 'pglite' : 'postgres',
    url: clientUrl,
    async close() {
      await orm.close(true);
      await socketServer?.stop();
      await pglite?.close();
    },
  };
}
