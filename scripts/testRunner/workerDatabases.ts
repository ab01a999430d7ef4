/**
 * On PostgreSQL each test worker has a database of its own beside the one DATABASE_URL names
 * (`test` → `test_w1`, `test_w2`, …), made here when missing; each worker rebuilds its schema from the
 * migrations when it opens it (backend/testing/testServer.ts). The database DATABASE_URL names itself
 * is never used.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../backend/db/orm.ts';

/** The address of worker `n`'s database. */
export function workerDatabaseUrl(databaseUrl: string, n: number): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}_w${n}`;
  return url.toString();
}

/** Creates the databases of workers 1 to `count` that do not exist yet, from an admin connection to `postgres`. */
export async function createWorkerDatabases(databaseUrl: string, count: number): Promise<void> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const orm = await MikroORM.init({ ...ormOptions(admin.toString()), pool: { min: 0, max: 1 } });
  try {
    const connection = orm.em.getConnection();
    for (let n = 1; n <= count; n++) {
      const name = decodeURIComponent(new URL(workerDatabaseUrl(databaseUrl, n)).pathname.slice(1));
      const found = await connection.execute('select 1 from pg_database where datname = ?', [name]);
      if (found.length) continue;
      await connection.execute(`create database "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        // Another run made it meanwhile.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await orm.close(true);
  }
}
