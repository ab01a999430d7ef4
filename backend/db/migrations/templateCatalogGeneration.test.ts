import * as assert from 'uvu/assert';
import { migrationSuite } from '../../testing/migrationTest.ts';
import { resetDatabase } from '../../testing/testServer.ts';

const test = migrationSuite('migration: template catalog generation');

test('the generation grows with every statement that changes template_versions, an emptying included, and with nothing else', async ({
  db,
}) => {
  await resetDatabase(db);
  const connection = db.orm.em.getConnection();
  const generation = async () => {
    const rows = await connection.execute<{ generation: string }[]>('select generation::text as generation from template_catalog_state');
    assert.is(rows.length, 1, 'one row, always');
    return BigInt(rows[0].generation);
  };
  const insert = (version: number) =>
    connection.execute(`insert into template_versions (id, kind, key, version, content, fingerprint, note, published_by, published_at)
      values (gen_random_uuid(), 'case', 'usa', ${version}, '{}', '${'a'.repeat(64)}', 'Nota', 'consultora', now())`);

  const start = await generation();
  await insert(10);
  const afterInsert = await generation();
  assert.ok(afterInsert > start);
  await connection.execute('select count(*) from template_versions');
  await connection.execute(
    "insert into template_drafts (id, kind, key, content, base_version, revision, updated_by, updated_at) values (gen_random_uuid(), 'case', 'usa', '{}', 10, 1, 'consultora', now())",
  );
  assert.is(await generation(), afterInsert, 'reads and other tables leave it alone');
  await connection.execute('delete from template_versions where version = 10');
  const afterDelete = await generation();
  assert.ok(afterDelete > afterInsert);
  // Emptying every table (as the tests do between suites) brings the row back with a value never used.
  await resetDatabase(db);
  assert.ok((await generation()) > afterDelete);
  // Versions stay immutable.
  await insert(11);
  const refused = await connection.execute("update template_versions set note = 'cambiada'").then(
    () => 'updated',
    () => 'refused',
  );
  assert.is(refused, 'refused');
});

test.run();
