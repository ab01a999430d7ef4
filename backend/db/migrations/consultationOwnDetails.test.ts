import * as assert from 'uvu/assert';
import { migrateRowsFrom, migrationSuite } from '../../testing/migrationTest.ts';

const test = migrationSuite('migration: consultations keep their own details');

const MIGRATION = 'Migration20261122235900_ConsultationOwnDetails';

test('existing consultations take their client record, and the columns are then required', async ({ db }) => {
  // Back to the schema before the migration (and any after it), with rows of that time in it.
  await migrateRowsFrom(db, MIGRATION, async (connection) => {
    await connection.execute(`
      insert into clients (id, name, email, phone, address, created_at, updated_at) values
        ('00000000-0000-4000-8000-000000000001', 'Ana Pérez', 'ana@correo.com', '809-555-0001', 'Calle 1', now(), now()),
        ('00000000-0000-4000-8000-000000000002', 'Beto Díaz', 'beto@correo.com', '809-555-0002', null, now(), now())`);
    await connection.execute(`
      insert into consultations (id, client_id, destination_country, status, created_at, updated_at) values
        ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', 'usa', 'pending', now(), now()),
        ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000001', 'canada', 'pending', now(), now()),
        ('00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-000000000002', 'peru', 'pending', now(), now())`);
  });
  const connection = db.orm.em.getConnection();
  const rows = await connection.execute('select id, name, email, phone, address from consultations order by id');
  assert.equal(rows, [
    { id: '00000000-0000-4000-8000-00000000000a', name: 'Ana Pérez', email: 'ana@correo.com', phone: '809-555-0001', address: 'Calle 1' },
    { id: '00000000-0000-4000-8000-00000000000b', name: 'Ana Pérez', email: 'ana@correo.com', phone: '809-555-0001', address: 'Calle 1' },
    { id: '00000000-0000-4000-8000-00000000000c', name: 'Beto Díaz', email: 'beto@correo.com', phone: '809-555-0002', address: null },
  ]);
  const columns = await connection.execute<{ column_name: string; is_nullable: string }[]>(
    `select column_name, is_nullable from information_schema.columns
      where table_name = 'consultations' and column_name in ('name', 'email', 'phone', 'address') order by column_name`,
  );
  assert.equal(
    columns.map((c) => `${c.column_name}:${c.is_nullable}`),
    ['address:YES', 'email:NO', 'name:NO', 'phone:NO'],
  );
});

test.run();
