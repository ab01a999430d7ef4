import * as assert from 'uvu/assert';
import { queryRows } from '../db/sql.ts';
import { eventually } from '../testing/eventually.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import type { TestClient, TestResponse, TestServer } from '../testing/testServer.ts';
import { duplicateKey } from './lockInterview.ts';

// Reopening a completed interview while another is in progress for the same client and consultation is
// refused: the two would be duplicates, and the merge would let the reopened one's older answers win.

const test = staffApiSuite('reopening interviews');
const onPostgres = Boolean(process.env.DATABASE_URL);
const REFUSAL = 'Ya hay una entrevista en curso para este cliente: continúela o elimínela antes de reabrir esta.';

let sequence = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;

/** A completed interview with an answer, inserted with SQL: finishing one through the API takes eight calls. */
async function storeCompleted(server: TestServer, clientName: string, consultationId: string | null = null): Promise<string> {
  const id = uuid();
  await server.db.orm.em.getConnection().execute(
    `insert into interviews (id, client_name, consultation_id, country, status, current_step, step2data, consultant_notes, rating, completed_at, created_at, updated_at)
     values (?, ?, ?, 'usa', 'completed', 7, '{"ingresoLaboral": 900}'::jsonb, '{}'::jsonb, 'Bajo', now() - interval '1 day', now() - interval '2 days', now() - interval '1 day')`,
    [id, clientName, consultationId],
  );
  return id;
}

async function create(staff: TestClient, body: Record<string, unknown>) {
  const response = await staff.post('/api/interviews', body);
  assert.ok([200, 201].includes(response.status), JSON.stringify(response.body));
  return response.body as { id: string };
}

/** Every interview-related row: equal before and after means a refused call changed nothing. */
async function interviewTables(server: TestServer): Promise<string> {
  const connection = server.db.orm.em.getConnection();
  const rows = await Promise.all(
    ['interviews', 'interview_results', 'evaluations'].map((table) => connection.execute(`select * from "${table}" t order by t::text`)),
  );
  return JSON.stringify(rows);
}

type Row = { id: string; client_name: string; consultation_id: string | null; status: string };
const inProgress = async (server: TestServer): Promise<Row[]> =>
  server.db.orm.em
    .getConnection()
    .execute("select id, client_name, consultation_id, status from interviews where status = 'in_progress' order by created_at, id");

function assertRefused(response: TestResponse) {
  assert.is(response.status, 409, JSON.stringify(response.body));
  assert.is(response.body.error, REFUSAL);
}

test('reopening beside an interview in progress for the same client and consultation is refused in Spanish and changes nothing', async ({
  server,
  staff,
}) => {
  const completed = await storeCompleted(server, 'Ana Pérez');
  const current = await create(staff, { clientName: '  ana PÉREZ ', country: 'usa' });
  const saved = await staff.patch(`/api/interviews/${current.id}`, {
    stepKey: 'vinculos',
    data: { ingresoLaboral: 2500 },
    note: 'Ingreso nuevo.',
  });
  assert.is(saved.status, 200);

  const before = await interviewTables(server);
  assertRefused(await staff.post(`/api/interviews/${completed}/reopen`, {}));
  assert.is(await interviewTables(server), before, 'nothing changed');
  const list = await staff.get('/api/interviews');
  assert.equal(
    list.body.map((row: { id: string; status: string }) => [row.id, row.status]).sort(),
    [
      [completed, 'completed'],
      [current.id, 'in_progress'],
    ].sort(),
  );

  // Once the one in progress is deleted, the completed one can be reopened.
  assert.is((await staff.delete(`/api/interviews/${current.id}`)).status, 200);
  const reopened = await staff.post(`/api/interviews/${completed}/reopen`, {});
  assert.is(reopened.status, 200, JSON.stringify(reopened.body));
  assert.is(reopened.body.status, 'in_progress');
  assert.equal(reopened.body.step2Data, { ingresoLaboral: 900 }, 'its own answers');
  assert.equal(
    (await inProgress(server)).map((row) => row.id),
    [completed],
  );
});

test('an interview in progress for another client or another consultation does not stop a reopening', async ({ server, staff }) => {
  const consultationId = await seedConsultation(server.db.orm, { name: 'Ana Pérez', country: 'usa' });
  const completed = await storeCompleted(server, 'Ana Pérez', consultationId);
  await create(staff, { clientName: 'Ana Pérez', country: 'usa' });
  await create(staff, { clientName: 'Ana Pereira', consultationId });
  const reopened = await staff.post(`/api/interviews/${completed}/reopen`, {});
  assert.is(reopened.status, 200, JSON.stringify(reopened.body));
  assert.is((await inProgress(server)).length, 3);
});

test('a completed interview unlinked by the deletion of its consultation is not reopened beside an unlinked one in progress', async ({
  server,
  staff,
}) => {
  const consultationId = await seedConsultation(server.db.orm, { name: 'Ana Pérez', country: 'usa' });
  const completed = await storeCompleted(server, 'Ana Pérez', consultationId);
  await create(staff, { clientName: 'ana pérez', country: 'usa' });
  assert.is((await staff.delete(`/api/admin/consultations/${consultationId}`)).status, 200);
  const before = await interviewTables(server);
  assertRefused(await staff.post(`/api/interviews/${completed}/reopen`, {}));
  assert.is(await interviewTables(server), before);
});

test('a reopening racing a creation for the same client never leaves two interviews in progress', async ({ server, staff }) => {
  const ROUNDS = 4;
  const CLIENTS = 4;
  for (let round = 0; round < ROUNDS; round++) {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, n) => {
        const name = `Cliente ${round}-${n}`;
        return { name, completed: await storeCompleted(server, name) };
      }),
    );
    // Sent in both orders, so either can reach the lock first.
    const answers = await Promise.all(
      clients.map(async ({ name, completed }, n) => {
        const reopen = () => staff.post(`/api/interviews/${completed}/reopen`, {});
        const creation = () => staff.post('/api/interviews', { clientName: name.toUpperCase(), country: 'usa' });
        if (n % 2 === 0) {
          const [reopened, created] = await Promise.all([reopen(), creation()]);
          return { reopened, created };
        }
        const [created, reopened] = await Promise.all([creation(), reopen()]);
        return { reopened, created };
      }),
    );
    const open = await inProgress(server);
    for (const [n, { name, completed }] of clients.entries()) {
      const { reopened, created } = answers[n];
      const mine = open.filter((row) => duplicateKey(row.client_name, row.consultation_id) === duplicateKey(name, null));
      assert.is(mine.length, 1, `round ${round}, ${name}: one interview in progress (${reopened.status}, ${created.status})`);
      if (reopened.status === 200) {
        assert.is(created.status, 200, 'the creation found the reopened interview');
        assert.is(created.body.id, completed);
      } else {
        assertRefused(reopened);
        assert.is(created.status, 201);
        assert.is(mine[0].id, created.body.id);
      }
    }
  }
});

// PG only: PGlite runs one transaction at a time, so nothing can wait inside one.
(onPostgres ? test : test.skip)(
  'a reopening whose consultation is deleted while it waits for the row is refused and changes nothing',
  async ({ server, staff }) => {
    const em = server.db.orm.em.fork();
    const consultationId = await seedConsultation(server.db.orm, { name: 'Ana Pérez', country: 'usa' });
    const completed = await storeCompleted(server, 'Ana Pérez', consultationId);
    await create(staff, { clientName: 'Ana Pérez', country: 'usa' });
    let reopen!: Promise<TestResponse>;
    await em.transactional(async (tx) => {
      await queryRows(tx, 'select id from interviews where id = ? for update', [completed]);
      reopen = staff.post(`/api/interviews/${completed}/reopen`, {});
      const waiting = await eventually(
        async () => (await queryRows(tx, "select 1 from pg_locks where locktype in ('transactionid', 'tuple') and not granted")).length > 0,
        10_000,
      );
      assert.ok(waiting, 'the reopening waits for the row held here');
      await queryRows(tx, 'delete from consultations where id = ?', [consultationId]);
    });
    const before = await interviewTables(server);
    const refused = await reopen;
    assert.is(refused.status, 409, JSON.stringify(refused.body));
    assert.is(refused.body.error, 'La consulta de esta entrevista acaba de cambiar: inténtelo de nuevo.');
    assert.is(await interviewTables(server), before);
    assert.is((await inProgress(server)).length, 1);
    // Tried again, it sees the unlinked interview in progress beside it.
    assertRefused(await staff.post(`/api/interviews/${completed}/reopen`, {}));
  },
);

test.run();
