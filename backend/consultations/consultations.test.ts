import * as assert from 'uvu/assert';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { LIST_PAGE_SIZE } from '../../engine/lists/pageSize.ts';
import { Consultation, ConsultationDetails, ConsultationImage, Result, VisaForm } from '../db/entities/index.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { minutesApart, seedConsultation, seedConsultations } from '../testing/seedRows.ts';
import { type TestServer } from '../testing/testServer.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';

const test = staffApiSuite('admin consultations');

const UNKNOWN_ID = '3f2b8c1e-9d4a-4b7e-8f00-000000000000';
const NOT_FOUND = 'La consulta no existe o fue eliminada';
const STALE = 'Esta consulta ya cambió de estado; recargue la página';

async function stored(server: TestServer, id: string) {
  return server.db.orm.em.fork().findOne(Consultation, id);
}
async function resultCount(server: TestServer) {
  return server.db.orm.em.fork().count(Result, {});
}
/** Asserts a response body conforms to its schema in schemas/ (no missing or extra fields). */
function conforms(server: TestServer, schemaId: string, body: unknown) {
  server.deps.validators.parse(schemaId, body);
}

// ---------- list

test('the list answers the request joined with its client, newest first, in the documented shape', async ({ server, staff }) => {
  const [older, newer] = minutesApart(2);
  await seedConsultation(server.db.orm, {
    name: 'Ana Pérez',
    email: 'ana@correo.com',
    phone: '809-555-0001',
    address: 'Calle 1',
    country: 'canada',
    preferredDate: '2030-03-04',
    message: 'Hola',
    createdAt: older,
  });
  const legacy = await seedConsultation(server.db.orm, {
    status: 'pending_interview',
    preferredDate: null,
    message: null,
    address: null,
    createdAt: newer,
  });
  const response = await staff.get('/api/admin/consultations');
  assert.is(response.status, 200);
  conforms(server, 'consultationPage', response.body);
  assert.is(response.body.total, 2);
  assert.is(response.body.page, 1);
  assert.is(response.body.pageSize, LIST_PAGE_SIZE);
  const [first, second] = response.body.items;
  assert.is(first.id, legacy);
  assert.is(first.status, 'pending', 'a legacy status is shown as pending');
  assert.is(first.preferredDate, null);
  assert.is(first.message, null);
  assert.is(first.address, null);
  assert.equal(
    {
      name: second.name,
      email: second.email,
      phone: second.phone,
      address: second.address,
      country: second.country,
      preferredDate: second.preferredDate,
      message: second.message,
      status: second.status,
    },
    {
      name: 'Ana Pérez',
      email: 'ana@correo.com',
      phone: '809-555-0001',
      address: 'Calle 1',
      country: 'canada',
      preferredDate: '2030-03-04',
      message: 'Hola',
      status: 'pending',
    },
  );
  assert.is(second.createdAt, older.toISOString());
  assert.match(second.clientId, /^[0-9a-f-]{36}$/);
  assert.is(response.headers.get('cache-control'), 'no-store');
});

test('pages split the list without overlap and report the total', async ({ server, staff }) => {
  const times = minutesApart(30);
  const ids = await seedConsultations(
    server.db.orm,
    times.map((createdAt) => ({ createdAt })),
  );
  const newestFirst = [...ids].reverse();
  const seen: string[] = [];
  for (const page of [1, 2, 3]) {
    const response = await staff.get(`/api/admin/consultations?page=${page}&pageSize=10`);
    assert.is(response.status, 200);
    assert.is(response.body.total, 30);
    assert.is(response.body.page, page);
    assert.is(response.body.pageSize, 10);
    seen.push(...response.body.items.map((item: { id: string }) => item.id));
  }
  assert.equal(seen, newestFirst);
  const beyond = await staff.get('/api/admin/consultations?page=4&pageSize=10');
  assert.equal(beyond.body.items, []);
  assert.is(beyond.body.total, 30);
  const max = await staff.get('/api/admin/consultations?pageSize=100');
  assert.is(max.body.items.length, 30);
});

test('q searches the client name, e-mail and phone, case-insensitively', async ({ server, staff }) => {
  await seedConsultations(server.db.orm, [
    { name: 'María Rodríguez', email: 'maria@correo.com', phone: '809-555-1111' },
    { name: 'José Núñez', email: 'JOSE.NUNEZ@Empresa.do', phone: '829-444-2222' },
    { name: 'Pedro 100% Real', email: 'pedro@correo.com', phone: '849-333-3333' },
  ]);
  const names = async (q: string) => {
    const response = await staff.get(`/api/admin/consultations?q=${encodeURIComponent(q)}`);
    assert.is(response.status, 200, q);
    assert.is(response.body.total, response.body.items.length);
    return response.body.items.map((item: { name: string }) => item.name).sort();
  };
  assert.equal(await names('maría'), ['María Rodríguez']);
  assert.equal(await names('jose.nunez@empresa'), ['José Núñez']);
  assert.equal(await names('444-22'), ['José Núñez']);
  assert.equal(await names('8294442222'), ['José Núñez'], 'digits find a formatted phone');
  assert.equal(await names('100%'), ['Pedro 100% Real'], '% is searched literally');
  assert.equal(await names('%'), ['Pedro 100% Real']);
  assert.equal(await names('_'), []);
  assert.equal(await names('  '), ['José Núñez', 'María Rodríguez', 'Pedro 100% Real'], 'a blank search lists everything');
  assert.equal(await names('nadie'), []);
});

test('status and country filter the list; pending includes legacy statuses', async ({ server, staff }) => {
  await seedConsultations(server.db.orm, [
    { name: 'A', status: 'pending', country: 'usa' },
    { name: 'B', status: 'pending_interview', country: 'canada' },
    { name: 'C', status: 'confirmed', country: 'usa' },
    { name: 'D', status: 'rescheduled', country: 'peru' },
    { name: 'E', status: 'completed', country: 'usa' },
  ]);
  const names = async (query: string) => {
    const response = await staff.get(`/api/admin/consultations?${query}`);
    assert.is(response.status, 200, query);
    assert.is(response.body.total, response.body.items.length);
    return response.body.items.map((item: { name: string }) => item.name).sort();
  };
  assert.equal(await names('status=pending'), ['A', 'B']);
  assert.equal(await names('status=confirmed'), ['C']);
  assert.equal(await names('status=rescheduled'), ['D']);
  assert.equal(await names('status=completed'), ['E']);
  assert.equal(await names('status=all'), ['A', 'B', 'C', 'D', 'E']);
  assert.equal(await names(''), ['A', 'B', 'C', 'D'], 'completed consultations leave the default list');
  assert.equal(await names('country=usa'), ['A', 'C'], 'the default list without completed, per country too');
  assert.equal(await names('country=usa&status=all'), ['A', 'C', 'E']);
  assert.equal(await names('country=usa&status=pending'), ['A']);
  assert.equal(await names('country=usa&status=pending&q=b'), []);
});

test('invalid list parameters answer 400 in Spanish naming the parameter', async ({ staff }) => {
  const cases: Array<[string, string, string]> = [
    ['pageSize=101', 'pageSize', 'pageSize debe ser un número entero entre 1 y 100'],
    ['pageSize=0', 'pageSize', 'pageSize debe ser un número entero entre 1 y 100'],
    ['page=0', 'page', 'page debe ser un número entero desde 1'],
    ['page=abc', 'page', 'page debe ser un número entero desde 1'],
    ['status=aprobada', 'status', 'Estado no válido: use pending, confirmed, rescheduled, completed o all'],
    ['country=marte', 'country', 'País no válido: use usa, canada, europa, curacao, peru o colombia'],
    ['page=1&page=2', 'page', 'Indique page una sola vez'],
    ['orden=asc', 'orden', 'Campo no permitido: orden'],
    [`q=${'x'.repeat(101)}`, 'q', 'La búsqueda no debe tener más de 100 caracteres'],
  ];
  for (const [query, path, message] of cases) {
    const response = await staff.get(`/api/admin/consultations?${query}`);
    assert.is(response.status, 400, query);
    assert.is(response.body.error, 'Revise los filtros de la búsqueda');
    assert.equal(response.body.details, [{ path, message }], query);
  }
});

test('listing 10,000 consultations reads one page through the created_at index, not the whole table', async ({ server, staff }) => {
  await seedConsultation(server.db.orm, { name: 'Primera' });
  const em = server.db.orm.em.fork();
  await em.execute(`
    insert into clients (id, name, email, phone, address, created_at, updated_at)
    select gen_random_uuid(), 'Masivo ' || i, 'masivo' || i || '@correo.com', '809-555-' || lpad(i::text, 4, '0'), 'Calle', now(), now()
    from generate_series(1, 10000) as i`);
  await em.execute(`
    insert into consultations (id, client_id, name, email, phone, address, destination_country, status, created_at, updated_at)
    select gen_random_uuid(), id, name, email, phone, address, 'usa', 'pending', now() + (row_number() over ())::int * interval '1 second', now()
    from clients where name like 'Masivo %'`);
  await em.execute('analyze consultations; analyze clients');
  const { result: response, statements } = await recordStatements(server.db.orm.em, () =>
    staff.get('/api/admin/consultations?pageSize=25'),
  );
  assert.is(response.status, 200);
  assert.is(response.body.total, 10001);
  assert.is(response.body.items.length, 25);
  assert.ok(response.body.items.every((item: { name: string }) => item.name.startsWith('Masivo ')));
  // The page's own statement, as the list sent it (the driver numbers its values $1, $2… in order).
  const page = statements.find((statement) => /\bfrom consultations c\b[\s\S]*\blimit\b/i.test(statement.sql));
  assert.ok(page, statements.map((statement) => statement.sql).join('\n'));
  const plan = await em.execute<{ 'QUERY PLAN': string }[]>(`explain ${page.sql.replace(/\$\d+/g, '?')}`, page.bindings);
  const text = plan.map((row) => row['QUERY PLAN']).join('\n');
  assert.match(text, /Index Scan Backward using consultations_created_at_index/, text);
  assert.not.match(text, /Seq Scan on consultations/, text);
});

// ---------- confirm (PATCH status)

test('confirming a pending consultation stores confirmed and answers the updated consultation', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm);
  const before = (await stored(server, id))!;
  const response = await staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' });
  assert.is(response.status, 200);
  conforms(server, 'consultationItem', response.body);
  assert.is(response.body.status, 'confirmed');
  const after = (await stored(server, id))!;
  assert.is(after.status, 'confirmed');
  assert.ok(after.updatedAt > before.updatedAt, 'updatedAt moves');
});

test('a legacy pending_interview consultation can be confirmed', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'pending_interview' });
  const response = await staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' });
  assert.is(response.status, 200);
  assert.is((await stored(server, id))!.status, 'confirmed');
});

test('the status call refuses every target but confirmed with 400 and changes nothing', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed' });
  const expected: Record<string, string> = {
    pending: 'Una consulta no puede volver a Pendiente',
    rescheduled: 'Para reprogramar use Reprogramar e indique la nueva fecha',
    completed: 'Para completar use Marcar Completada e indique el resultado: Éxito o Reaplicar',
  };
  for (const [status, message] of Object.entries(expected)) {
    const response = await staff.patch(`/api/admin/consultations/${id}/status`, { status });
    assert.is(response.status, 400, status);
    assert.is(response.body.error, message);
    assert.equal(response.body.details, [{ path: 'status', message }]);
  }
  assert.is((await stored(server, id))!.status, 'confirmed');
  assert.is(await resultCount(server), 0);
});

test('bad status bodies answer 400 or 415 in Spanish and change nothing', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm);
  const url = `/api/admin/consultations/${id}/status`;
  const cases: Array<[unknown, string, string]> = [
    [{}, 'status', 'Indique el nuevo estado'],
    [{ status: 7 }, 'status', 'Estado no válido: use pending, confirmed, rescheduled o completed'],
    [{ status: 'aprobada' }, 'status', 'Estado no válido: use pending, confirmed, rescheduled o completed'],
    [{ status: 'confirmed', updatedAt: '2026-01-01T00:00:00Z' }, 'updatedAt', 'Campo no permitido: updatedAt'],
    [{ status: 'confirmed', id }, 'id', 'Campo no permitido: id'],
  ];
  for (const [body, path, message] of cases) {
    const response = await staff.patch(url, body);
    assert.is(response.status, 400, JSON.stringify(body));
    assert.is(response.body.error, 'Revise los datos enviados');
    assert.equal(response.body.details, [{ path, message }], JSON.stringify(body));
  }
  const form = await staff.patch(url, 'status=confirmed', { 'Content-Type': 'application/x-www-form-urlencoded' });
  assert.is(form.status, 415);
  assert.is(form.body.error, 'El contenido debe enviarse como JSON (application/json)');
  const broken = await staff.patch(url, '{"status":', { 'Content-Type': 'application/json' });
  assert.is(broken.status, 400);
  assert.is(broken.body.error, 'El cuerpo de la solicitud no es JSON válido');
  assert.is((await stored(server, id))!.status, 'pending');
});

// ---------- the transition matrix over HTTP

test('the transition matrix: each status allows and refuses exactly what the machine says', async ({ server, staff }) => {
  const actions = {
    confirm: (id: string) => staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' }),
    reschedule: (id: string) => staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: '2031-02-03' }),
    complete: (id: string) => staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' }),
  };
  const expected: Record<string, Record<keyof typeof actions, [number, string]>> = {
    pending: {
      confirm: [200, 'confirmed'],
      reschedule: [200, 'rescheduled'],
      complete: [409, 'Solo se puede marcar como completada una consulta confirmada'],
    },
    confirmed: { confirm: [409, 'Esta consulta ya está confirmada'], reschedule: [200, 'rescheduled'], complete: [200, 'completed'] },
    rescheduled: {
      confirm: [200, 'confirmed'],
      reschedule: [200, 'rescheduled'],
      complete: [409, 'Solo se puede marcar como completada una consulta confirmada'],
    },
    completed: {
      confirm: [409, 'Una consulta completada no se puede confirmar; para atenderla de nuevo use Reprogramar'],
      reschedule: [200, 'rescheduled'],
      complete: [409, 'Esta consulta ya está completada'],
    },
  };
  for (const [status, row] of Object.entries(expected)) {
    for (const [action, [code, outcome]] of Object.entries(row)) {
      const id = await seedConsultation(server.db.orm, { status, preferredDate: '2030-01-01' });
      const response = await actions[action as keyof typeof actions](id);
      const label = `${action} from ${status}`;
      assert.is(response.status, code, label);
      const row = (await stored(server, id))!;
      if (code === 200) {
        assert.is(response.body.status, outcome, label);
        assert.is(row.status, outcome, label);
      } else {
        assert.is(response.body.error, outcome, label);
        assert.is(row.status, status, `${label}: nothing changed`);
        assert.is(row.appointmentDate, '2030-01-01', `${label}: date unchanged`);
        assert.is(await server.db.orm.em.fork().count(Result, { originalConsultationId: id }), 0, `${label}: no result filed`);
      }
    }
  }
});

// ---------- reschedule

test('rescheduling stores the new date and the rescheduled status; today is allowed', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed', preferredDate: '2030-01-01' });
  const today = todayInBusinessZone();
  const response = await staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: today });
  assert.is(response.status, 200);
  conforms(server, 'consultationItem', response.body);
  assert.is(response.body.preferredDate, today);
  assert.is(response.body.status, 'rescheduled');
  const row = (await stored(server, id))!;
  assert.is(row.appointmentDate, today);
  assert.is(row.status, 'rescheduled');
  const again = await staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: '2032-12-31' });
  assert.is(again.status, 200);
  assert.is((await stored(server, id))!.appointmentDate, '2032-12-31');
});

test('a full ISO timestamp (Date.toISOString()) reschedules to its calendar day; a past one is refused and changes nothing', async ({
  server,
  staff,
}) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed', preferredDate: '2030-01-01' });
  for (const [sent, day] of [
    ['2031-12-04T00:00:00.000Z', '2031-12-04'],
    ['2031-12-05T04:00:00.000Z', '2031-12-05'],
    ['2031-12-06T02:30:00Z', '2031-12-05'],
    ['2031-12-07T23:00:00-04:00', '2031-12-07'],
  ]) {
    const response = await staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: sent });
    assert.is(response.status, 200, `${sent}: ${response.text}`);
    assert.is(response.body.preferredDate, day, sent);
    assert.is((await stored(server, id))!.appointmentDate, day, sent);
  }
  for (const [sent, message] of [
    ['2020-01-01T12:00:00.000Z', 'La nueva fecha no puede ser anterior a hoy'],
    ['2031-02-30T00:00:00.000Z', 'Fecha no válida (AAAA-MM-DD)'],
    ['2031-12-04T00:00:00', 'Fecha no válida (AAAA-MM-DD)'],
  ]) {
    const before = await stored(server, id);
    const response = await staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: sent });
    assert.is(response.status, 400, sent);
    assert.equal(response.body.details, [{ path: 'preferredDate', message }], sent);
    assert.equal(await stored(server, id), before, sent);
  }
});

test('bad reschedule bodies answer 400 in Spanish and change nothing', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { preferredDate: '2030-01-01' });
  const cases: Array<[unknown, string, string]> = [
    [{}, 'preferredDate', 'Seleccione la nueva fecha'],
    [{ preferredDate: '2020-01-01' }, 'preferredDate', 'La nueva fecha no puede ser anterior a hoy'],
    [{ preferredDate: '2031-02-30' }, 'preferredDate', 'Fecha no válida (AAAA-MM-DD)'],
    [{ preferredDate: '03/02/2031' }, 'preferredDate', 'Fecha no válida (AAAA-MM-DD)'],
    [{ preferredDate: '' }, 'preferredDate', 'Fecha no válida (AAAA-MM-DD)'],
    [{ preferredDate: 20310203 }, 'preferredDate', 'Fecha no válida (AAAA-MM-DD)'],
    [{ preferredDate: '2031-02-03', status: 'rescheduled' }, 'status', 'Campo no permitido: status'],
  ];
  for (const [body, path, message] of cases) {
    const response = await staff.patch(`/api/admin/consultations/${id}/reschedule`, body);
    assert.is(response.status, 400, JSON.stringify(body));
    assert.equal(response.body.details, [{ path, message }], JSON.stringify(body));
  }
  const row = (await stored(server, id))!;
  assert.is(row.appointmentDate, '2030-01-01');
  assert.is(row.status, 'pending');
});

// ---------- complete

test('completing a confirmed consultation files a results snapshot and keeps the consultation', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, {
    name: 'Laura Gómez',
    email: 'laura@correo.com',
    phone: '809-555-7777',
    address: 'Av. Churchill 5',
    country: 'europa',
    preferredDate: '2030-09-09',
    message: 'Visa Schengen',
    status: 'confirmed',
  });
  const original = (await stored(server, id))!;
  const response = await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'reaplicar' });
  assert.is(response.status, 200);
  conforms(server, 'consultationItem', response.body);
  assert.is(response.body.status, 'completed');
  assert.is((await stored(server, id))!.status, 'completed');
  const results = await server.db.orm.em.fork().find(Result, {});
  assert.is(results.length, 1);
  const result = results[0];
  assert.equal(
    {
      originalConsultationId: result.originalConsultationId,
      name: result.name,
      address: result.address,
      email: result.email,
      phone: result.phone,
      country: result.country,
      preferredDate: result.preferredDate,
      resultType: result.resultType,
      message: result.message,
    },
    {
      originalConsultationId: id,
      name: 'Laura Gómez',
      address: 'Av. Churchill 5',
      email: 'laura@correo.com',
      phone: '809-555-7777',
      country: 'europa',
      preferredDate: '2030-09-09',
      resultType: 'reaplicar',
      message: 'Visa Schengen',
    },
  );
  assert.is(result.originalCreatedAt.toISOString(), original.createdAt.toISOString());
  assert.ok(result.completedAt instanceof Date);
});

test('bad complete bodies answer 400 in Spanish and file nothing', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed' });
  const message = 'Seleccione el resultado: Éxito o Reaplicar';
  const cases: Array<[unknown, string, string]> = [
    [{}, 'resultType', message],
    [{ resultType: 'aprobado' }, 'resultType', message],
    [{ resultType: true }, 'resultType', message],
    [{ resultType: 'exito', completedAt: '2026-01-01T00:00:00Z' }, 'completedAt', 'Campo no permitido: completedAt'],
  ];
  for (const [body, path, text] of cases) {
    const response = await staff.post(`/api/admin/consultations/${id}/complete`, body);
    assert.is(response.status, 400, JSON.stringify(body));
    assert.equal(response.body.details, [{ path, message: text }], JSON.stringify(body));
  }
  const empty = await staff.post(`/api/admin/consultations/${id}/complete`);
  assert.is(empty.status, 400);
  assert.equal(empty.body.details, [{ path: 'resultType', message }]);
  assert.is((await stored(server, id))!.status, 'confirmed');
  assert.is(await resultCount(server), 0);
});

test('two completions racing file exactly one result; the other answers 409', async ({ server }) => {
  for (let round = 0; round < 3; round++) {
    await server.reset();
    const client = await server.staff();
    const id = await seedConsultation(server.db.orm, { status: 'confirmed' });
    const responses = await Promise.all([
      client.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' }),
      client.post(`/api/admin/consultations/${id}/complete`, { resultType: 'reaplicar' }),
    ]);
    const codes = responses.map((r) => r.status).sort();
    assert.equal(codes, [200, 409], `round ${round}`);
    const loser = responses.find((r) => r.status === 409)!;
    assert.ok([STALE, 'Esta consulta ya está completada'].includes(loser.body.error), loser.body.error);
    const results = await server.db.orm.em.fork().find(Result, {});
    assert.is(results.length, 1);
    const winner = responses.find((r) => r.status === 200)!;
    assert.is(winner.body.status, 'completed');
  }
});

test('completing is all or nothing: if the result cannot be filed the status stays confirmed', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed' });
  // The database refuses the results row after the status update ran in the same transaction.
  const em = server.db.orm.em.fork();
  await em.execute(
    `create function refuse_result() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
  );
  await em.execute('create trigger refuse_result before insert on results for each row execute function refuse_result()');
  try {
    const response = await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'reaplicar' });
    assert.is(response.status, 500);
    assert.not.match(JSON.stringify(response.body), /refused by test/, 'no internal detail reaches the client');
  } finally {
    await em.execute('drop trigger refuse_result on results; drop function refuse_result()');
  }
  assert.is((await stored(server, id))!.status, 'confirmed');
  assert.is(await resultCount(server), 0);
});

test('a completed consultation rescheduled, confirmed and completed again files a second result; the first stays', async ({
  server,
  staff,
}) => {
  const id = await seedConsultation(server.db.orm, { name: 'Rita Reaplica', status: 'confirmed', preferredDate: '2030-01-01' });
  const other = await seedConsultation(server.db.orm, { name: 'Otro Cliente', status: 'pending' });
  const steps: Array<[string, () => Promise<{ status: number; body: { status: string } }>, string]> = [
    ['complete', () => staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'reaplicar' }), 'completed'],
    ['reschedule', () => staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: '2031-06-07' }), 'rescheduled'],
    ['confirm', () => staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' }), 'confirmed'],
    ['complete again', () => staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' }), 'completed'],
  ];
  for (const [label, step, status] of steps) {
    const response = await step();
    assert.is(response.status, 200, label);
    assert.is(response.body.status, status, label);
    assert.is((await stored(server, id))!.status, status, `${label} is stored`);
  }
  const results = await server.db.orm.em.fork().find(Result, { originalConsultationId: id }, { orderBy: { completedAt: 'asc' } });
  assert.equal(
    results.map((r) => [r.resultType, r.preferredDate]),
    [
      ['reaplicar', '2030-01-01'],
      ['exito', '2031-06-07'],
    ],
  );
  assert.is((await stored(server, id))!.appointmentDate, '2031-06-07');
  const listed = await staff.get('/api/admin/results');
  assert.equal(
    listed.body.items.map((item: { resultType: string; originalConsultationId: string }) => [item.resultType, item.originalConsultationId]),
    [
      ['exito', id],
      ['reaplicar', id],
    ],
  );
  assert.is((await server.db.orm.em.fork().findOne(Consultation, other))!.status, 'pending', 'other consultations untouched');
});

test('refused moves after a completion answer 409 in Spanish and change nothing', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed', preferredDate: '2030-01-01' });
  assert.is((await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' })).status, 200);
  const before = (await stored(server, id))!;
  const refused: Array<[() => Promise<{ status: number; body: { error: string } }>, string]> = [
    [() => staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'reaplicar' }), 'Esta consulta ya está completada'],
    [
      () => staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' }),
      'Una consulta completada no se puede confirmar; para atenderla de nuevo use Reprogramar',
    ],
  ];
  for (const [call, message] of refused) {
    const response = await call();
    assert.is(response.status, 409, message);
    assert.is(response.body.error, message);
  }
  assert.is((await staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: '2031-01-01' })).status, 200);
  const early = await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' });
  assert.is(early.status, 409, 'a reopened consultation is completed only once confirmed again');
  assert.is(early.body.error, 'Solo se puede marcar como completada una consulta confirmada');
  const after = (await stored(server, id))!;
  assert.is(after.status, 'rescheduled');
  assert.is(after.appointmentDate, '2031-01-01');
  assert.ok(after.updatedAt > before.updatedAt);
  assert.is(await resultCount(server), 1, 'only the first completion filed a result');
});

// ---------- delete

test('deleting a consultation removes its case rows by cascade but keeps its result', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, { status: 'confirmed' });
  const other = await seedConsultation(server.db.orm);
  const em = server.db.orm.em.fork();
  for (const consultationId of [id, other]) {
    const consultation = em.getReference(Consultation, consultationId);
    em.create(ConsultationDetails, { consultation, data: { fullName: 'X' } });
    em.create(ConsultationImage, {
      consultation,
      fileName: 'a.jpg',
      originalName: 'a.jpg',
      fileSize: 10,
      mimeType: 'image/jpeg',
      objectPath: '/objects/uploads/a',
    });
    em.create(VisaForm, { consultation, template: 'usa', formData: {} });
  }
  await em.flush();
  assert.is((await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' })).status, 200);
  const response = await staff.delete(`/api/admin/consultations/${id}`);
  assert.is(response.status, 200);
  assert.equal(response.body, { success: true });
  const check = server.db.orm.em.fork();
  assert.is(await check.count(Consultation, { id }), 0);
  assert.is(await check.count(ConsultationDetails, { consultation: id }), 0);
  assert.is(await check.count(ConsultationImage, { consultation: id }), 0);
  assert.is(await check.count(VisaForm, { consultation: id }), 0);
  assert.is(await check.count(Result, { originalConsultationId: id }), 1, 'the result stays as history');
  assert.is(await check.count(ConsultationDetails, { consultation: other }), 1, 'other cases untouched');
  assert.is(await check.count(Consultation, {}), 1);
  const again = await staff.delete(`/api/admin/consultations/${id}`);
  assert.is(again.status, 404);
  assert.is(again.body.error, NOT_FOUND);
});

test('every consultation route answers 404 in Spanish for an unknown or malformed id', async ({ server, staff }) => {
  await seedConsultation(server.db.orm);
  for (const id of [UNKNOWN_ID, 'no-es-un-id', '123']) {
    const responses = [
      await staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' }),
      await staff.patch(`/api/admin/consultations/${id}/reschedule`, { preferredDate: '2031-01-01' }),
      await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' }),
      await staff.delete(`/api/admin/consultations/${id}`),
    ];
    for (const response of responses) {
      assert.is(response.status, 404, id);
      assert.is(response.body.error, NOT_FOUND);
    }
  }
  assert.is(await server.db.orm.em.fork().count(Consultation, {}), 1);
});

test.run();
