import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MIDDLE_ANSWERS } from '../../engine/interview/goldenCases.ts';
import { addField, addOption } from '../../engine/templates/editing/fieldOps.ts';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { startSecondServer, type SecondServer } from '../testing/secondServer.ts';
import {
  caseData,
  createConsultation,
  draftWithoutGender,
  interviewEdited,
  INTERVIEW_TEMPLATE,
  publish,
  publishTemplate,
  rows,
  RULES_TEMPLATE,
  saveCase,
  saveTemplateDraft,
  TASK_FORM_TEMPLATE,
  taskFormDraft,
  unwrap,
} from '../testing/templateFixtures.ts';
import { dayFromToday } from '../testing/submissionFixtures.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer.ts';

/**
 * Two server processes on one database, as behind a proxy (on the embedded database the second one
 * connects to the first one's socket): what one publishes, the other serves from its next request on
 * (docs/decisions/0152-template-versions-across-server-processes.md).
 */
const test = suite<{ one: TestServer; other: SecondServer; staffOne: TestClient; staffOther: TestClient }>(
  'template versions across server processes',
);

test.before(async (context) => {
  context.one = await startTestServer();
  context.other = await startSecondServer(context.one);
});
test.before.each(async (context) => {
  await context.one.reset();
  context.staffOne = await context.one.staff();
  context.staffOther = await context.other.staff();
});
test.after(async ({ one, other }) => {
  await other?.close();
  await one?.close();
});

const FILE_VERSIONS = loadCaseTemplates().versions('usa');
const FILE_VERSION = FILE_VERSIONS.at(-1)!;
const NEXT = FILE_VERSION + 1;
const USA = '/api/admin/templates/case/usa';

test('a case template published through one process is served by the other at once: the list, the version, its validator, a case saved on it', async ({
  one,
  staffOne,
  staffOther,
}) => {
  const earlier = await createConsultation(one);
  const onFile = await saveCase(staffOne, earlier, caseData(), 0);
  assert.is(onFile.status, 200, onFile.text);
  const published = await publish(staffOne, await draftWithoutGender(staffOne));
  assert.is(published.status, 201, published.text);

  const list = await staffOther.get('/api/case-templates');
  assert.is(list.body.find((t: { key: string }) => t.key === 'usa').version, NEXT);
  const served = await staffOther.get(`/api/case-templates/usa/${NEXT}`);
  assert.is(served.status, 200, served.text);
  assert.ok('nickname' in served.body.schema.properties.identity.properties);
  const validator = await staffOther.get(`/api/case-templates/usa/${NEXT}/validator.js`);
  assert.is(validator.status, 200, validator.text);
  assert.match(validator.text, /nickname/);

  // A case saved on the new version through one process opens, and saves, through the other with it.
  const consultation = await createConsultation(one);
  const saved = await saveCase(staffOne, consultation, caseData({ gender: undefined, nickname: 'Anita' }), 0, NEXT);
  assert.is(saved.status, 200, saved.text);
  const opened = await staffOther.get(`/api/consultation-details?consultationId=${consultation}`);
  assert.equal([opened.status, opened.body.templateVersion, opened.body.data.identity.nickname], [200, NEXT, 'Anita']);
  const tooLong = await saveCase(
    staffOther,
    consultation,
    caseData({ gender: undefined, nickname: 'x'.repeat(81) }),
    opened.body.version,
    NEXT,
  );
  assert.is(tooLong.status, 400, 'checked with the new version');
  const resaved = await saveCase(staffOther, consultation, caseData({ gender: undefined, nickname: 'Ana' }), opened.body.version, NEXT);
  assert.is(resaved.status, 200, resaved.text);

  // A new case there starts on the new version; a case saved before moves to it there.
  const fresh = await createConsultation(one);
  assert.is((await staffOther.get(`/api/consultation-details?consultationId=${fresh}`)).body.templateVersion, NEXT);
  const moved = await staffOther.post(`/api/admin/consultations/${earlier}/case/upgrade`, {
    toVersion: NEXT,
    version: onFile.body.version,
  });
  assert.is(moved.status, 200, moved.text);
  assert.is(moved.body.case.templateVersion, NEXT);

  // The editor there lists it, and the diff reaches it.
  const editor = await staffOther.get(USA);
  assert.equal(editor.body.versions.map((v: { version: number; source: string }) => [v.version, v.source]).at(-1), [NEXT, 'database']);
  assert.is((await staffOther.get(`${USA}/diff?from=${FILE_VERSION}&to=${NEXT}`)).status, 200);
});

test('interview steps and scoring rules published through one process: the other serves them, checks and scores an interview made with them, and checks rules against them', async ({
  staffOne,
  staffOther,
}) => {
  let city = '';
  const steps = await interviewEdited(staffOne, (form) => {
    const added = addField(unwrap(addOption(form, 'presentacion.acompanantes', 'Con amigos')), 'presentacion', {
      label: 'Ciudad de salida',
      kind: 'texto',
    });
    city = added.key!;
    return unwrap(added);
  });
  assert.is((await publishTemplate(staffOne, INTERVIEW_TEMPLATE, steps, 'Ciudad de salida y «con amigos»')).version, 2);

  // The other process checks a rules draft against the steps just published: their new option may have points.
  const rules = structuredClone((await staffOther.get(RULES_TEMPLATE)).body.content);
  rules.steps.presentacion.rules.find((r: { field: string }) => r.field === 'acompanantes').points['con-amigos'] = 3;
  assert.is((await publishTemplate(staffOther, RULES_TEMPLATE, rules, 'Puntos para «con amigos»')).version, 2);

  // Each process serves both versions: the latest template, and the validator of a step of the new steps.
  for (const staff of [staffOne, staffOther]) {
    const latest = await staff.get('/api/interview-template');
    assert.equal([latest.body.version, latest.body.rules.version], [2, 2]);
    assert.ok(city in latest.body.steps[0].schema.properties);
    const validator = await staff.get('/api/interview-template/2/steps/presentacion/validator.js');
    assert.is(validator.status, 200, validator.text);
    assert.match(validator.text, new RegExp(city));
  }

  // An interview started through one process is saved, finished and scored through the other with its versions.
  const created = await staffOne.post('/api/interviews', { clientName: 'Rosa Peña', country: 'usa' });
  assert.equal([created.body.templateVersion, created.body.rulesVersion], [2, 2]);
  const opened = await staffOther.get(
    `/api/interview-template?version=${created.body.templateVersion}&rulesVersion=${created.body.rulesVersion}`,
  );
  assert.is(opened.status, 200, opened.text);
  for (const [stepKey, data] of Object.entries(MIDDLE_ANSWERS)) {
    const answers = stepKey === 'presentacion' ? { ...data, acompanantes: 'con-amigos', [city]: 'Santiago' } : data;
    const saved = await staffOther.patch(`/api/interviews/${created.body.id}`, { stepKey, data: answers });
    assert.is(saved.status, 200, `${stepKey}: ${saved.text}`);
  }
  const finished = await staffOther.post(`/api/interviews/${created.body.id}/complete`, {});
  assert.is(finished.status, 200, finished.text);
  assert.equal([finished.body.result.rulesVersion, finished.body.result.templateVersion], [2, 2]);
  const scored = finished.body.result.ledger.find((line: { field: string }) => line.field === 'acompanantes');
  assert.equal([scored?.answer, scored?.points], ['con-amigos', 3 * scored?.weight], JSON.stringify(scored));
});

test('the task form published through one process is drawn and checked by the other', async ({ staffOne, staffOther }) => {
  assert.is((await publishTemplate(staffOne, TASK_FORM_TEMPLATE, await taskFormDraft(staffOne), 'Cliente y ventas')).version, 2);
  const served = await staffOther.get('/api/form-templates/task');
  assert.equal([served.status, served.body.version, served.body.schema.properties.cliente?.title], [200, 2, 'Cliente']);
  const validator = await staffOther.get('/api/form-templates/task/2/validator.js');
  assert.is(validator.status, 200, validator.text);
  const sent = {
    title: 'Llamar al cliente',
    description: 'Confirmar la cita del lunes.',
    category: 'ventas',
    priority: 'high',
    cliente: 'Ana Pérez',
    dueDate: dayFromToday(2),
  };
  const stored = await staffOther.post('/api/admin/tasks', sent);
  assert.is(stored.status, 201, stored.text);
  assert.equal([stored.body.templateVersion, stored.body.category, stored.body.extra], [2, 'ventas', { cliente: 'Ana Pérez' }]);
});

test('a request that finds the templates current reads one row and no version; the first one after a publish elsewhere reads them again', async ({
  other,
  staffOne,
  staffOther,
}) => {
  const templateReads = async (request: () => Promise<unknown>) => {
    const { statements } = await recordStatements(other.db.orm.em, request);
    return {
      generation: statements.filter((s) => /from template_catalog_state/.test(s.sql)).length,
      versions: statements.filter((s) => /from template_versions/.test(s.sql)).length,
    };
  };
  await staffOther.get('/api/case-templates');
  assert.equal(await templateReads(() => staffOther.get('/api/case-templates')), { generation: 1, versions: 0 });
  assert.equal(await templateReads(() => staffOther.get('/api/admin/contacts')), { generation: 1, versions: 0 });

  assert.is((await publish(staffOne, await draftWithoutGender(staffOne))).status, 201);
  assert.equal(await templateReads(() => staffOther.get('/api/case-templates')), { generation: 1, versions: 1 });
  assert.equal(await templateReads(() => staffOther.get(`/api/case-templates/usa/${NEXT}`)), { generation: 1, versions: 0 });
});

test('publishing from both processes at once: each publish gets its own number, none fails, and both serve every version', async ({
  one,
  staffOne,
  staffOther,
}) => {
  // Rollbacks need no draft: six publishes of the file version, three through each process, all sent together.
  const sent = [staffOne, staffOther, staffOne, staffOther, staffOne, staffOther].map((staff, i) =>
    staff.post(`${USA}/rollback`, { version: FILE_VERSION, note: `Restauración ${i + 1}` }),
  );
  const answers = await Promise.all(sent);
  assert.equal(
    answers.map((r) => r.status),
    [201, 201, 201, 201, 201, 201],
    answers.map((r) => r.text).join('\n'),
  );
  const numbers = answers.map((r) => r.body.version as number).sort((x, y) => x - y);
  assert.equal(
    numbers,
    [1, 2, 3, 4, 5, 6].map((n) => FILE_VERSION + n),
  );
  const audit = await rows<{ from_version: number; to_version: number }>(
    one,
    "select from_version, to_version from template_audit where action = 'rollback' order by to_version",
  );
  assert.equal(
    audit,
    numbers.map((to_version) => ({ from_version: FILE_VERSION, to_version })),
  );
  for (const staff of [staffOne, staffOther]) {
    const editor = await staff.get(USA);
    assert.equal(
      editor.body.versions.map((v: { version: number }) => v.version),
      [...FILE_VERSIONS, ...numbers],
    );
    assert.is((await staff.get('/api/case-templates')).body.find((t: { key: string }) => t.key === 'usa').version, FILE_VERSION + 6);
  }

  // One draft published through both at once: one publishes it, the other is told it is gone.
  const revision = await saveTemplateDraft(staffOne, USA, await draftWithoutGender(staffOne));
  const both = await Promise.all([staffOne, staffOther].map((staff) => staff.post(`${USA}/publish`, { note: 'Apodo', revision })));
  assert.equal(both.map((r) => r.status).sort(), [201, 404], both.map((r) => r.text).join('\n'));
  assert.is(both.find((r) => r.status === 404)!.body.error, 'No hay borrador de esta plantilla (quizá otra persona ya lo publicó)');

  // Different templates at once, each through its own process.
  const [caseVersion, rulesVersion] = await Promise.all([
    staffOne.post(`${USA}/rollback`, { version: FILE_VERSION, note: 'Vuelve el sexo' }),
    staffOther.post(`${RULES_TEMPLATE}/rollback`, { version: 1, note: 'Las mismas reglas' }),
  ]);
  assert.equal(
    [caseVersion.status, caseVersion.body.version, rulesVersion.status, rulesVersion.body.version],
    [201, FILE_VERSION + 8, 201, 2],
  );
  for (const staff of [staffOne, staffOther]) {
    assert.is((await staff.get('/api/case-templates')).body.find((t: { key: string }) => t.key === 'usa').version, FILE_VERSION + 8);
    assert.is((await staff.get('/api/interview-template')).body.rules.version, 2);
  }
});

test.run();
