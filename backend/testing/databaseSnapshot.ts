import type { Database } from '../db/orm.ts';

/**
 * Every table's row count and a digest of its rows: two equal snapshots mean a request wrote
 * nothing anywhere, whatever tables it could have touched.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const connection = db.orm.em.getConnection();
  const tables = await connection.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by tablename",
  );
  const snapshot: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await connection.execute<{ n: number; digest: string | null }[]>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${tablename}" t`,
    );
    snapshot[tablename] = `${row.n} ${row.digest ?? ''}`;
  }
  return snapshot;
}
