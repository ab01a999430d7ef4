import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../config.ts';
import { queryRows } from '../db/sql.ts';
import { startServer } from '../startServer.ts';
import { eventually } from '../testing/eventually.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { startTestServer, TEST_DATA_DIR, type TestClient, type TestResponse, type TestServer } from '../testing/testServer.ts';
import { duplicateKey, lockDuplicateKey, mergeDuplicateGroup } from './lockInterview.ts';
import { mergeStoredDuplicates } from './mergeStoredDuplicates.ts';

// Interviews in progress duplicated as an earlier version could have left them, the lock order that keeps
// a creation and a change of a duplicate from deadlocking, and the pass that merges every group.

type Context = { server: TestServer; staff: TestClient; errors: Record<string, unknown>[] };
const test = suite<Context>('interview duplicates');
const onPostgres = Boolean(process.env.DATABASE_URL);

test.before(async (context) => {
  context.errors = [];
  context.server = await startTestServer({}, { logger: { info() {}, error: (entry) => context.errors.push(entry) } });
});
test.before.each(async (context) => {
  await context.server.reset();
  context.staff = await context.server.staff();
  context.errors.length = 0;
});
test.after(async ({ server }) => server.close());

let sequence = 0;
/** A fresh uuid that sorts in creation order, so a failing test names rows readably. */
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

interface StoredInterview {
  name: string;
  /** How long ago it was created and last changed. */
  minutesAgo: number;
  consultationId?: string | null;
  status?: 'in_progress' | 'completed';
  currentStep?: number;
  steps?: Record<string, Record<string, unknown>>;
  notes?: Record<string, string>;
}

const STEP_COLUMNS: Record<string, string> = {
  presentacion: 'step1data',
  vinculos: 'step2data',
  solvencia: 'step3data',
  historial: 'step4data',
  plan: 'step5data',
  sponsor: 'step6data',
  coherencia: 'step7data',
};

/** Inserts an interview with SQL, bypassing the API's duplicate check. */
async function storeInterview(server: TestServer, row: StoredInterview): Promise<string> {
  const id = uuid();
  const steps = STEP_COLUMNS;
  const columns = Object.values(steps);
  const values = Object.keys(steps).map((key) => (row.steps?.[key] ? JSON.stringify(row.steps[key]) : null));
  await server.db.orm.em.getConnection().execute(
    `insert into interviews (id, client_name, consultation_id, country, status, current_step, ${columns.join(', ')}, consultant_notes, created_at, updated_at)
     values (?, ?, ?, 'usa', ?, ?, ${columns.map(() => '?::jsonb').join(', ')}, ?::jsonb, now() - (? || ' minutes')::interval, now() - (? || ' minutes')::interval)`,
    [
      id,
      row.name,
      row.consultationId ?? null,
      row.status ?? 'in_progress',
      row.currentStep ?? 1,
      ...values,
      JSON.stringify(row.notes ?? {}),
      row.minutesAgo,
      row.minutesAgo,
    ],
  );
  return id;
}

/** An earlier finishing of an interview, as the results table holds it. */
async function storeResult(server: TestServer, interviewId: string): Promise<string> {
  const id = uuid();
  await server.db.orm.em.getConnection().execute(
    `insert into interview_results (id, interview_id, region, as_of, template_version, rules_version, rules_fingerprint, score, max_score,
       computed_rating, rating, executive_summary, strengths, risks, ledger, answers, created_at)
     values (?, ?, 'usa', '2026-11-01', 1, 1, 'f', 10, 100, 'Bajo', 'Bajo', '{}', '[]', '[]', '[]', '{}', now())`,
    [id, interviewId],
  );
  return id;
}

async function storeEvaluation(server: TestServer, consultationId: string, interviewId: string): Promise<string> {
  const id = uuid();
  await server.db.orm.em
    .getConnection()
    .execute(
      `insert into evaluations (id, consultation_id, interview_id, status, created_at, updated_at) values (?, ?, ?, 'completed', now(), now())`,
      [id, consultationId, interviewId],
    );
  return id;
}

type Row = {
  id: string;
  client_name: string;
  consultation_id: string | null;
  status: string;
  current_step: number;
  consultant_notes: Record<string, string>;
} & Record<string, unknown>;

async function interviewRows(server: TestServer): Promise<Row[]> {
  return server.db.orm.em.getConnection().execute('select * from interviews order by created_at, id');
}

const inProgress = async (server: TestServer) => (await interviewRows(server)).filter((row) => row.status === 'in_progress');

/** Every interview-related row: equal before and after means nothing changed. */
async function interviewTables(server: TestServer): Promise<string> {
  const connection = server.db.orm.em.getConnection();
  const rows = await Promise.all(
    ['interviews', 'interview_results', 'evaluations'].map((table) => connection.execute(`select * from "${table}" t order by t::text`)),
  );
  return JSON.stringify(rows);
}

const deadlocks = (errors: Record<string, unknown>[]) => errors.filter((entry) => entry.code === '40P01');

test('a creation racing a step save of a duplicate never deadlocks and leaves one interview in progress', async ({
  server,
  staff,
  errors,
}) => {
  // Before the lock order was one, the save locked its row and then the pair while the creation held the
  // pair and waited for the row: PostgreSQL aborted one of them (40P01) in most rounds.
  const ROUNDS = 6;
  const CLIENTS = 4;
  for (let round = 0; round < ROUNDS; round++) {
    const races = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, n) => {
        const name = `Cliente ${round}-${n}`;
        await storeInterview(server, {
          name,
          minutesAgo: 30,
          steps: { vinculos: { ingresoLaboral: 1800 } },
          notes: { vinculos: 'Casado.' },
        });
        const shown = await storeInterview(server, { name: name.toUpperCase(), minutesAgo: 10, notes: { plan: 'Reservas.' } });
        return { name, shown };
      }),
    );
    const answers = await Promise.all(
      races.flatMap(({ name, shown }) => [
        staff.post('/api/interviews', { clientName: ` ${name} `, country: 'usa' }),
        staff.patch(`/api/interviews/${shown}`, {
          stepKey: 'sponsor',
          data: { patrocinio: 'sin-patrocinador' },
          note: 'Sin patrocinador.',
        }),
      ]),
    );
    assert.equal(deadlocks(errors), [], `round ${round}: no deadlock`);
    assert.equal(
      answers.map((answer) => answer.status),
      races.flatMap(() => [200, 200]),
      `round ${round}: ${JSON.stringify(answers.map((a) => a.body))}`,
    );
    const open = await inProgress(server);
    for (const [n, { name, shown }] of races.entries()) {
      const mine = open.filter((row) => duplicateKey(row.client_name, row.consultation_id) === duplicateKey(name, null));
      assert.is(mine.length, 1, `round ${round}: one interview in progress for ${name}`);
      assert.is(mine[0].id, shown, 'the interview the list showed stays');
      assert.is(answers[2 * n].body.id, shown, 'the creation answers with it');
      assert.equal(mine[0].step2data, { ingresoLaboral: 1800 });
      assert.equal(mine[0].step6data, { patrocinio: 'sin-patrocinador' });
      assert.equal(mine[0].consultant_notes, { vinculos: 'Casado.', plan: 'Reservas.', sponsor: 'Sin patrocinador.' });
    }
  }
});

// PG only: PGlite runs one transaction at a time, so nothing can wait inside one.
(onPostgres ? test : test.skip)(
  'a save of an interview merged into another while it waited is stored on the one that stays; of a deleted one, 404',
  async ({ server, staff, errors }) => {
    const em = server.db.orm.em.fork();
    const key = duplicateKey('Luis Gómez', null);
    const waitingForThePair = () =>
      eventually(
        async () => (await queryRows(em, "select 1 from pg_locks where locktype = 'advisory' and not granted")).length > 0,
        10_000,
      );

    const older = await storeInterview(server, { name: 'Luis Gómez', minutesAgo: 30, notes: { vinculos: 'Casado.' } });
    const newer = await storeInterview(server, { name: 'luis gómez', minutesAgo: 10 });
    let save!: Promise<TestResponse>;
    await em.transactional(async (tx) => {
      await lockDuplicateKey(tx, key);
      save = staff.patch(`/api/interviews/${older}`, { stepKey: 'plan', note: 'Reservas hechas.' });
      assert.ok(await waitingForThePair(), 'the save waits for the pair held here');
      assert.is((await mergeDuplicateGroup(tx, null, key))?.id, newer);
    });
    const saved = await save;
    assert.is(saved.status, 200, JSON.stringify({ body: saved.body, errors }));
    assert.is(saved.body.id, newer);
    assert.equal(saved.body.consultantNotes, { vinculos: 'Casado.', plan: 'Reservas hechas.' });

    let removal!: Promise<TestResponse>;
    await em.transactional(async (tx) => {
      await lockDuplicateKey(tx, key);
      removal = staff.patch(`/api/interviews/${newer}`, { stepKey: 'plan', note: 'Otra nota.' });
      assert.ok(await waitingForThePair());
      await queryRows(tx, 'delete from interviews where id = ?', [newer]);
      // One created after the deletion is another interview, not where the save belongs.
      await queryRows(
        tx,
        "insert into interviews (id, client_name, country, status, current_step, created_at, updated_at) values (?, 'Luis Gómez', 'usa', 'in_progress', 1, now(), now())",
        [uuid()],
      );
    });
    const refused = await removal;
    assert.is(refused.status, 404);
    assert.is(refused.body.error, 'La entrevista no existe o fue eliminada');
    const [fresh] = await inProgress(server);
    assert.equal(fresh.consultant_notes, null, 'nothing was saved on the new one');
  },
);

/** Groups left by an earlier version, with what the merge must keep of each. */
async function storeGroups(server: TestServer) {
  const consultationId = await seedConsultation(server.db.orm, { name: 'Marta Ruiz', country: 'usa' });
  const ana = [
    await storeInterview(server, {
      name: 'Ana Pérez',
      minutesAgo: 50,
      currentStep: 5,
      steps: { vinculos: { ingresoLaboral: 1800, vinculosFamiliares: 'conyuge' }, plan: { itinerario: 'general' } },
      notes: { vinculos: 'Casada.' },
    }),
    await storeInterview(server, {
      name: ' ana pérez',
      minutesAgo: 20,
      currentStep: 2,
      steps: { vinculos: { ingresoLaboral: 2500 } },
      notes: { vinculos: 'Dos hijos.', plan: 'Reservas hechas.' },
    }),
    await storeInterview(server, {
      name: 'ANA PÉREZ ',
      minutesAgo: 40,
      steps: { solvencia: { ahorros: 9000 } },
      notes: { vinculos: 'Casada.' },
    }),
  ];
  const marta = [
    await storeInterview(server, { name: 'Marta Ruiz', consultationId, minutesAgo: 15, steps: { historial: { cumplimiento: 'siempre' } } }),
    await storeInterview(server, {
      name: 'marta ruiz',
      consultationId,
      minutesAgo: 35,
      steps: { historial: { cumplimiento: 'casi-siempre', negacionesPrevias: false } },
      notes: { historial: 'Una negación en 2019.' },
    }),
  ];
  // Not duplicates of those: another consultation's, a finished one, one alone.
  const others = [
    await storeInterview(server, { name: 'Marta Ruiz', minutesAgo: 25 }),
    await storeInterview(server, { name: 'Ana Pérez', minutesAgo: 90, status: 'completed' }),
    await storeInterview(server, { name: 'Rosa Díaz', minutesAgo: 5 }),
  ];
  const results = {
    ana: await storeResult(server, ana[0]),
    marta: await storeResult(server, marta[1]),
    finished: await storeResult(server, others[1]),
  };
  const evaluation = await storeEvaluation(server, consultationId, marta[1]);
  return { consultationId, ana, marta, others, results, evaluation };
}

async function assertMerged(server: TestServer, seeded: Awaited<ReturnType<typeof storeGroups>>) {
  const { ana, marta, others, results, evaluation } = seeded;
  const rows = await interviewRows(server);
  assert.equal(rows.map((row) => row.id).sort(), [ana[1], marta[0], ...others].sort(), 'one interview per group: the one changed last');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keptAna = byId.get(ana[1])!;
  assert.equal(keptAna.step2data, { ingresoLaboral: 2500, vinculosFamiliares: 'conyuge' }, 'the newest answer per field');
  assert.equal(keptAna.step3data, { ahorros: 9000 });
  assert.equal(keptAna.step5data, { itinerario: 'general' });
  assert.equal(keptAna.consultant_notes, { vinculos: 'Casada.\n\nDos hijos.', plan: 'Reservas hechas.' }, 'every note');
  assert.is(keptAna.current_step, 5, 'the furthest step');
  assert.is(keptAna.client_name, ' ana pérez');
  const keptMarta = byId.get(marta[0])!;
  assert.equal(keptMarta.step4data, { cumplimiento: 'siempre', negacionesPrevias: false });
  assert.equal(keptMarta.consultant_notes, { historial: 'Una negación en 2019.' });
  const moved = await server.db.orm.em.getConnection().execute('select id, interview_id from interview_results order by id');
  assert.equal(
    moved,
    [
      { id: results.ana, interview_id: ana[1] },
      { id: results.marta, interview_id: marta[0] },
      { id: results.finished, interview_id: others[1] },
    ].sort((a, b) => a.id.localeCompare(b.id)),
    'earlier results move to the interview that stays',
  );
  const [evaluationRow] = await server.db.orm.em.getConnection().execute('select interview_id from evaluations where id = ?', [evaluation]);
  assert.is(evaluationRow.interview_id, marta[0], 'so does the evaluation');
}

test('at start-up every group of stored duplicates is merged into one, losing no answer, note, result or evaluation', async ({
  server,
  staff,
  errors,
}) => {
  const seeded = await storeGroups(server);
  const logged: Record<string, unknown>[] = [];
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: TEST_DATA_DIR });
  const restarted = await startServer(config, {
    db: server.db,
    logger: { info: (entry) => logged.push(entry), error: (entry) => errors.push(entry) },
    announce: () => {},
    frontendDir: '.tmp/no-frontend',
  });
  await restarted.close();
  assert.equal(errors, []);
  assert.equal(
    logged.filter((entry) => entry.msg === 'interview duplicates merged'),
    [{ msg: 'interview duplicates merged', groups: 2 }],
  );
  await assertMerged(server, seeded);

  const before = await interviewTables(server);
  assert.is(await mergeStoredDuplicates(server.db.orm.em.fork()), 0, 'a second pass finds nothing');
  assert.is(await interviewTables(server), before, 'and changes nothing');
  const list = await staff.get('/api/interviews');
  assert.is(list.body.length, 5);
});

test('the merge pass run while the staff creates and saves the same interviews leaves one per client and loses nothing', async ({
  server,
  staff,
  errors,
}) => {
  const CLIENTS = 6;
  const groups = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, n) => {
      const name = `Cliente ${n}`;
      const older = await storeInterview(server, {
        name,
        minutesAgo: 30,
        steps: { vinculos: { ingresoLaboral: 1000 + n } },
        notes: { vinculos: 'Primera.' },
      });
      const newer = await storeInterview(server, { name: ` ${name.toLowerCase()}`, minutesAgo: 10, notes: { vinculos: 'Segunda.' } });
      return { name, older, newer };
    }),
  );
  const [passes, ...answers] = await Promise.all([
    Promise.all([mergeStoredDuplicates(server.db.orm.em.fork()), mergeStoredDuplicates(server.db.orm.em.fork())]),
    ...groups.flatMap(({ name, newer }) => [
      staff.post('/api/interviews', { clientName: name, country: 'usa' }),
      staff.patch(`/api/interviews/${newer}`, { stepKey: 'plan', note: 'Reservas.' }),
    ]),
  ]);
  assert.ok(passes.every((found) => found <= CLIENTS));
  assert.equal(errors, []);
  assert.equal(
    answers.map((answer) => answer.status),
    groups.flatMap(() => [200, 200]),
    JSON.stringify(answers.map((a) => a.body)),
  );
  const rows = await inProgress(server);
  assert.equal(rows.map((row) => row.id).sort(), groups.map((group) => group.newer).sort());
  for (const [n, { newer }] of groups.entries()) {
    const row = rows.find((r) => r.id === newer)!;
    assert.equal(row.step2data, { ingresoLaboral: 1000 + n });
    assert.equal(row.consultant_notes, { vinculos: 'Primera.\n\nSegunda.', plan: 'Reservas.' });
  }
  assert.is(await mergeStoredDuplicates(server.db.orm.em.fork()), 0);
});

test.run();
