// Kept apart from testServer.ts, like staffApiSuite.ts: importing uvu there would start it too early.
import { suite } from 'uvu';
import type { Database } from '../db/orm.ts';
import { resetDatabase, testDatabase } from './testServer.ts';

/** A uvu suite over the shared test database, emptied (at the latest schema) once the suite ends. */
export function migrationSuite(name: string) {
  const test = suite<{ db: Database }>(name);
  test.before(async (context) => {
    context.db = await testDatabase();
  });
  test.after(async ({ db }) => resetDatabase(db));
  return test;
}

/**
 * Takes the empty database back to the schema before `migration` (and any after it), lets `seed` store
 * rows of that time, then runs the migrations again: what the migration did to those rows can be read.
 */
export async function migrateRowsFrom(
  db: Database,
  migration: string,
  seed: (connection: ReturnType<Database['orm']['em']['getConnection']>) => Promise<void>,
) {
  const migrator = db.orm.getMigrator();
  await resetDatabase(db);
  await migrator.down({ to: migration });
  try {
    await seed(db.orm.em.getConnection());
  } finally {
    await migrator.up();
  }
}
