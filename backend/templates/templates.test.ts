import * as assert from 'uvu/assert';
import { MIDDLE_ANSWERS } from '../../engine/interview/goldenCases.ts';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import { caseData, createConsultation, draftWithoutGender, publish, rows, saveCase } from '../testing/templateFixtures.ts';
import type { TestClient } from '../testing/testServer.ts';

const test = staffApiSuite('template editing API');
const FILE_VERSION = loadCaseTemplates().get('usa').version;

test('publishing makes a new version: an old case keeps and validates with its version, a new case uses the new one', async ({
  server,
  staff,
}) => {
  const old = await createConsultation(server);
  assert.is((await saveCase(staff, old, caseData(), 0)).status, 200);

  const published = await publish(staff, await draftWithoutGender(staff));
  assert.is(published.status, 201, JSON.stringify(published.body));
  assert.is(published.body.version, FILE_VERSION + 1);
  assert.is(published.body.publishedBy, 'consultora');
  assert.match(published.body.fingerprint, /^[0-9a-f]{64}$/);

  const [stored] = await rows<{
    version: number;
    note: string;
    content: { version: number; schema: { properties: { identity: { properties: Record<string, unknown> } } } };
  }>(server, "select version, note, content from template_versions where kind = 'case' and key = 'usa'");
  assert.is(stored.version, FILE_VERSION + 1);
  assert.is(stored.content.version, FILE_VERSION + 1);
  assert.ok('nickname' in stored.content.schema.properties.identity.properties);
  assert.equal(await rows(server, 'select kind, key from template_drafts'), [], 'the draft is gone once published');
  const audit = await rows<{ action: string; from_version: number; to_version: number; by: string }>(
    server,
    'select action, from_version, to_version, by from template_audit',
  );
  assert.equal(audit, [{ action: 'publish', from_version: FILE_VERSION, to_version: FILE_VERSION + 1, by: 'consultora' }]);

  // The browser gets the published version it does not bundle from the case-template endpoints.
  const list = await staff.get('/api/case-templates');
  assert.is(list.body.find((t: { key: string }) => t.key === 'usa').version, FILE_VERSION + 1);
  const served = await staff.get(`/api/case-templates/usa/${FILE_VERSION + 1}`);
  assert.is(served.status, 200);
  assert.ok('nickname' in served.body.schema.properties.identity.properties);

  // The old case opens with its version and still saves with it, gender and all.
  const opened = await staff.get(`/api/consultation-details?consultationId=${old}`);
  assert.is(opened.body.templateVersion, FILE_VERSION);
  const resaved = await saveCase(staff, old, caseData({ gender: 'masculino' }), opened.body.version, FILE_VERSION);
  assert.is(resaved.status, 200, JSON.stringify(resaved.body));
  assert.is(resaved.body.templateVersion, FILE_VERSION);
  assert.is(resaved.body.data.identity.gender, 'masculino');

  // A new case starts on the new version, and its data is checked against it.
  const fresh = await createConsultation(server);
  const empty = await staff.get(`/api/consultation-details?consultationId=${fresh}`);
  assert.is(empty.body.templateVersion, FILE_VERSION + 1);
  const wrongNickname = await saveCase(staff, fresh, caseData({ gender: undefined, nickname: 'x'.repeat(81) }), 0, FILE_VERSION + 1);
  assert.is(wrongNickname.status, 400);
  assert.ok(
    wrongNickname.body.details.some((d: { path: string }) => d.path === 'data.identity.nickname'),
    JSON.stringify(wrongNickname.body),
  );
  const saved = await saveCase(staff, fresh, caseData({ gender: undefined, nickname: 'Anita' }), 0, FILE_VERSION + 1);
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  assert.is(saved.body.templateVersion, FILE_VERSION + 1);
});

test('a draft and its published version keep their sections and fields in the order they were written', async ({ staff }) => {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  const reversed = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).reverse());
  // Sections and the fields of a section without ui:order are drawn in the order of their keys.
  content.schema.properties = reversed(content.schema.properties);
  const residence = content.schema.properties.residence;
  residence.properties = reversed(residence.properties);
  const sections = Object.keys(content.schema.properties);
  const fields = Object.keys(residence.properties);
  assert.ok(sections[0] !== 'identity' && fields.length > 2);

  const revision = (await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).body.revision;
  const draft = await staff.get('/api/admin/templates/case/usa');
  assert.equal(Object.keys(draft.body.draft.content.schema.properties), sections, 'the draft read back');
  assert.equal(Object.keys(draft.body.draft.content.schema.properties.residence.properties), fields);

  const published = await staff.post('/api/admin/templates/case/usa/publish', { note: 'Otro orden', revision });
  assert.is(published.status, 201, JSON.stringify(published.body));
  const served = await staff.get(`/api/case-templates/usa/${published.body.version}`);
  assert.equal(Object.keys(served.body.schema.properties), sections, 'the version served to the case dialog');
  assert.equal(Object.keys(served.body.schema.properties.residence.properties), fields);
});

test('a refused draft names each place in Spanish and publishes nothing', async ({ server, staff }) => {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  delete content.schema.properties.identity.properties.gender.title;
  content.uiSchema.identity.fantasma = { 'ui:widget': 'textarea' };
  // A widget the form does not have would take down every case dialog of the version.
  content.uiSchema.identity.fullName = { ...content.uiSchema.identity.fullName, 'ui:widget': 'estrellas' };
  const refused = await publish(staff, content);
  assert.is(refused.status, 400);
  assert.is(refused.body.error, 'El borrador no se puede publicar: corrija los puntos señalados');
  const paths = refused.body.details.map((d: { path: string }) => d.path);
  assert.ok(paths.includes('/schema/properties/identity/properties/gender'), JSON.stringify(refused.body.details));
  assert.ok(paths.includes('/uiSchema/identity/fantasma'), JSON.stringify(refused.body.details));
  assert.ok(paths.includes('/uiSchema/identity/fullName/ui:widget'), JSON.stringify(refused.body.details));
  assert.ok(refused.body.details.every((d: { message: string }) => /[a-záéíóúñ]/.test(d.message)));
  assert.equal(await rows(server, 'select id from template_versions'), []);
  assert.equal(await rows(server, 'select id from template_audit'), []);
  assert.is((await rows(server, 'select id from template_drafts')).length, 1, 'the draft is kept to be corrected');
  assert.is((await staff.get('/api/case-templates')).body.find((t: { key: string }) => t.key === 'usa').version, FILE_VERSION);

  // The check gives the same places before any publish is tried.
  const check = await staff.post('/api/admin/templates/case/usa/check', {});
  assert.is(check.status, 200);
  assert.ok(check.body.problems.some((p: { pointer: string }) => p.pointer === '/schema/properties/identity/properties/gender'));
});

test("valid draft-07 that ajv's strict mode refuses is published: the check lists it as warnings at their place, and cases are checked with it", async ({
  server,
  staff,
}) => {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  // A tuple without `minItems` or `additionalItems`: draft-07, drawn and checked by stock RJSF.
  content.schema.properties.identity.properties.emergencyContact = {
    type: 'array',
    title: 'Contacto de emergencia',
    items: [
      { type: 'string', title: 'Nombre' },
      { type: 'string', title: 'Teléfono', pattern: '^[0-9 -]{7,}$' },
    ],
  };
  content.uiSchema.identity['ui:order'].push('emergencyContact');
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);

  const check = await staff.post('/api/admin/templates/case/usa/check', {});
  assert.is(check.status, 200);
  assert.equal(check.body.problems, []);
  assert.equal(
    check.body.warnings.map((w: { pointer: string; place: string }) => [w.pointer, w.place]),
    [['/schema/properties/identity/properties/emergencyContact/items', 'Datos personales e identidad › Contacto de emergencia']],
  );
  assert.match(
    check.body.warnings[0].message,
    /^«items» en properties\.identity\.properties\.emergencyContact describe una lista de 2 posiciones/,
  );

  const published = await staff.post('/api/admin/templates/case/usa/publish', { note: 'Contacto de emergencia', revision: 1 });
  assert.is(published.status, 201, JSON.stringify(published.body));
  const version = published.body.version;
  const served = await staff.get(`/api/case-templates/usa/${version}/validator.js`);
  assert.is(served.status, 200);
  assert.match(served.text, /export const validate/);

  const consultation = await createConsultation(server);
  const wrong = await saveCase(staff, consultation, caseData({ emergencyContact: ['Ana', 'abc'] }), 0, version);
  assert.is(wrong.status, 400);
  assert.equal(
    wrong.body.details.map((d: { path: string }) => d.path),
    ['data.identity.emergencyContact.1'],
  );
  assert.equal(await rows(server, 'select id from consultation_details'), [], 'a refused save stores nothing');
  // Shorter than the tuple is valid draft-07, as stock ajv says.
  const saved = await saveCase(staff, consultation, caseData({ emergencyContact: ['Ana'] }), 0, version);
  assert.is(saved.status, 200, JSON.stringify(saved.body));
});

test('the check runs a draft against every saved case: refused cases, retired fields held, option codes no longer offered', async ({
  server,
  staff,
}) => {
  const first = await createConsultation(server);
  const second = await createConsultation(server);
  assert.is((await saveCase(staff, first, caseData(), 0)).status, 200);
  assert.is((await saveCase(staff, second, caseData({ gender: 'masculino', fullName: 'Li' }), 0)).status, 200);

  const retiring = await draftWithoutGender(staff);
  retiring.schema.properties.identity.properties.fullName.maxLength = 3;
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content: retiring, revision: 0 })).status, 200);
  const check = await staff.post('/api/admin/templates/case/usa/check', {});
  assert.is(check.status, 200, JSON.stringify(check.body));
  assert.equal(check.body.problems, []);
  // Both hold the retired field, which the new rules refuse; the first also has a name now too long.
  assert.equal([check.body.records.total, check.body.records.failing], [2, 2]);
  const errorsOf = (id: string) =>
    check.body.records.failingRecords.find((c: { id: string }) => c.id === id).errors.map((e: { path: string }) => e.path);
  assert.ok(errorsOf(first).includes('identity.fullName'), JSON.stringify(check.body.records));
  assert.not.ok(errorsOf(second).includes('identity.fullName'));
  assert.equal(check.body.records.retiredFieldsHeld, [
    { path: 'identity.gender', label: 'Sexo', place: 'Datos personales e identidad › Sexo', records: 2 },
  ]);
  assert.equal(
    check.body.diff.fields.retired.map((f: { path: string }) => f.path),
    ['identity.gender'],
  );

  const narrowing = (await staff.get('/api/admin/templates/case/usa')).body.content;
  narrowing.schema.properties.identity.properties.gender.oneOf = narrowing.schema.properties.identity.properties.gender.oneOf.filter(
    (o: { const: string }) => o.const !== 'femenino',
  );
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content: narrowing, revision: 1 })).status, 200);
  const narrowed = await staff.post('/api/admin/templates/case/usa/check', {});
  assert.equal(narrowed.body.records.unofferedOptions, [
    { path: 'identity.gender', value: 'femenino', label: 'Femenino', place: 'Datos personales e identidad › Sexo', records: 1 },
  ]);
  assert.equal(
    narrowed.body.diff.options.retired.map((o: { value: string; affectsSavedData: boolean }) => [o.value, o.affectsSavedData]),
    [['femenino', true]],
  );
  assert.equal(await rows(server, 'select id from template_versions'), [], 'a check publishes nothing');
});

test('two editors on one draft: the stale save gets 409 with both versions, nothing is overwritten', async ({ server, staff }) => {
  const other = await server.staff();
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const mine = { ...structuredClone(body.content), label: 'Estados Unidos (editado por mí)' };
  const theirs = { ...structuredClone(body.content), label: 'Estados Unidos (editado por otra persona)' };
  const first = await staff.put('/api/admin/templates/case/usa/draft', { content: mine, revision: 0 });
  assert.is(first.body.revision, 1);
  const clash = await other.put('/api/admin/templates/case/usa/draft', { content: theirs, revision: 0 });
  assert.is(clash.status, 409);
  assert.is(clash.body.current.content.label, mine.label, 'the editor sees the saved draft beside their own');
  const second = await other.put('/api/admin/templates/case/usa/draft', { content: theirs, revision: 1 });
  assert.is(second.body.revision, 2);
  const stale = await staff.put('/api/admin/templates/case/usa/draft', { content: mine, revision: 1 });
  assert.is(stale.status, 409);
  assert.is(stale.body.current.content.label, theirs.label);
  const [draft] = await rows<{ revision: number; content: { label: string } }>(server, 'select revision, content from template_drafts');
  assert.equal([draft.revision, draft.content.label], [2, theirs.label]);
  const stalePublish = await staff.post('/api/admin/templates/case/usa/publish', { note: 'Publicar', revision: 1 });
  assert.is(stalePublish.status, 409);
  assert.equal(await rows(server, 'select id from template_versions'), []);
  const detail = await staff.get('/api/admin/templates/case/usa');
  assert.is(detail.body.draft.revision, 2);
  assert.ok(
    (await staff.get('/api/admin/templates')).body.find((t: { kind: string; key: string }) => t.kind === 'case' && t.key === 'usa')
      .hasDraft,
  );
});

test('a case upgraded to the new version keeps its retired field apart, and the move is recorded', async ({ server, staff }) => {
  const id = await createConsultation(server);
  const saved = await saveCase(staff, id, caseData(), 0);
  assert.is((await publish(staff, await draftWithoutGender(staff))).status, 201);
  const to = FILE_VERSION + 1;

  const preview = await staff.post(`/api/admin/consultations/${id}/case/upgrade`, {
    toVersion: to,
    version: saved.body.version,
    preview: true,
  });
  assert.is(preview.status, 200, JSON.stringify(preview.body));
  assert.equal(
    preview.body.diff.fields.retired.map((f: { path: string }) => f.path),
    ['identity.gender'],
  );
  assert.equal(preview.body.retired, [
    {
      path: 'identity.gender',
      label: 'Sexo',
      value: 'femenino',
      reason: 'retired',
      fromVersion: FILE_VERSION,
      toVersion: to,
      lines: [{ label: 'Sexo', text: 'Femenino', internal: false }],
    },
  ]);
  const [unchanged] = await rows<{ template_version: number; version: number }>(
    server,
    'select template_version, version from consultation_details',
  );
  assert.equal([unchanged.template_version, unchanged.version], [FILE_VERSION, 1], 'a preview changes nothing');

  const moved = await staff.post(`/api/admin/consultations/${id}/case/upgrade`, { toVersion: to, version: saved.body.version });
  assert.is(moved.status, 200, JSON.stringify(moved.body));
  assert.is(moved.body.case.templateVersion, to);
  assert.not.ok('gender' in moved.body.case.data.identity);
  assert.is(moved.body.case.data.identity.fullName, 'Ana Pérez');
  const [audit] = await rows<{
    action: string;
    from_version: number;
    to_version: number;
    consultation_id: string;
    details: { retired: { value: unknown }[] };
  }>(server, "select action, from_version, to_version, consultation_id, details from template_audit where action = 'case_upgrade'");
  assert.equal([audit.from_version, audit.to_version, audit.consultation_id], [FILE_VERSION, to, id]);
  assert.equal(
    audit.details.retired.map((r) => r.value),
    ['femenino'],
    'the retired value is kept',
  );
  const history = await rows<{ template_version: number; form_data: { identity: Record<string, unknown> } }>(
    server,
    'select template_version, form_data from visa_forms order by created_at',
  );
  assert.equal(
    history.map((h) => h.template_version),
    [FILE_VERSION, to],
  );
  assert.is(history[0].form_data.identity.gender, 'femenino', 'the earlier saved version still holds it');

  const again = await staff.post(`/api/admin/consultations/${id}/case/upgrade`, { toVersion: to, version: saved.body.version });
  assert.is(again.status, 409, 'a stale case version is refused');
  const opened = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.is(opened.body.templateVersion, to);
});

test('diff and rollback: the diff marks the retired field, a rollback republishes the old content as a new number', async ({
  server,
  staff,
}) => {
  assert.is((await publish(staff, await draftWithoutGender(staff))).status, 201);
  const diff = await staff.get(`/api/admin/templates/case/usa/diff?from=${FILE_VERSION}&to=${FILE_VERSION + 1}`);
  assert.is(diff.status, 200);
  assert.equal(diff.body.fields.retired, [
    { path: 'identity.gender', label: 'Sexo', place: 'Datos personales e identidad › Sexo', changes: [], affectsSavedData: true },
  ]);
  assert.equal(
    diff.body.fields.added.map((f: { path: string; affectsSavedData: boolean }) => [f.path, f.affectsSavedData]),
    [['identity.nickname', false]],
  );
  assert.ok(diff.body.affectsSavedData);
  assert.is((await staff.get('/api/admin/templates/case/usa/diff?from=1&to=999')).status, 400);

  const rolledBack = await staff.post('/api/admin/templates/case/usa/rollback', {
    version: FILE_VERSION,
    note: 'El sexo vuelve al formulario',
  });
  assert.is(rolledBack.status, 201, JSON.stringify(rolledBack.body));
  assert.equal([rolledBack.body.version, rolledBack.body.rolledBackFrom], [FILE_VERSION + 2, FILE_VERSION]);
  const served = await staff.get(`/api/case-templates/usa/${FILE_VERSION + 2}`);
  const original = await staff.get(`/api/case-templates/usa/${FILE_VERSION}`);
  assert.equal(served.body.schema, original.body.schema);
  const detail = await staff.get('/api/admin/templates/case/usa');
  assert.equal(detail.body.versions.map((v: { version: number; source: string }) => [v.version, v.source]).slice(-3), [
    [FILE_VERSION, 'files'],
    [FILE_VERSION + 1, 'database'],
    [FILE_VERSION + 2, 'database'],
  ]);
  const audit = await rows<{ action: string; from_version: number; to_version: number }>(
    server,
    'select action, from_version, to_version from template_audit order by at, to_version',
  );
  assert.equal(
    audit.map((a) => a.action),
    ['publish', 'rollback'],
  );
  const update = await rows(server, 'select id from template_versions').then(() =>
    server.db.orm.em
      .fork()
      .getConnection()
      .execute("update template_versions set note = 'cambiada'")
      .then(
        () => 'updated',
        () => 'refused',
      ),
  );
  assert.is(update, 'refused', 'a published version cannot be updated');
});

async function finishedInterview(staff: TestClient, clientName: string) {
  const created = await staff.post('/api/interviews', { clientName, country: 'usa' });
  for (const [stepKey, data] of Object.entries(MIDDLE_ANSWERS)) {
    const saved = await staff.patch(`/api/interviews/${created.body.id}`, { stepKey, data });
    assert.is(saved.status, 200, `${stepKey}: ${JSON.stringify(saved.body)}`);
  }
  const completed = await staff.post(`/api/interviews/${created.body.id}/complete`, {});
  assert.is(completed.status, 200, JSON.stringify(completed.body));
  return completed.body;
}

test('a threshold change in the interview rules re-scores the golden cases and finished interviews, and applies once published', async ({
  staff,
}) => {
  const before = await finishedInterview(staff, 'Beatriz Gómez');
  assert.is(before.result.rating, 'Promedio');
  const { body } = await staff.get('/api/admin/templates/rules/standard');
  assert.is(body.kind, 'rules');
  const content = structuredClone(body.content);
  content.ratings.find((r: { name: string }) => r.name === 'Superior').minPercent = 75;
  assert.is((await staff.put('/api/admin/templates/rules/standard/draft', { content, revision: 0 })).status, 200);
  const check = await staff.post('/api/admin/templates/rules/standard/check', {});
  assert.is(check.status, 200, JSON.stringify(check.body));
  assert.equal(check.body.problems, []);
  const changed = check.body.rescored.golden.map((c: { name: string; rating: { current: string; draft: string } }) => [
    c.name,
    c.rating.current,
    c.rating.draft,
  ]);
  assert.equal(changed, [
    ['Respuestas intermedias (usa)', 'Promedio', 'Superior'],
    ['Respuestas intermedias (canada)', 'Promedio', 'Superior'],
  ]);
  assert.is(check.body.rescored.interviews.total, 1);
  assert.equal(
    check.body.rescored.interviews.changed.map((c: { interviewId: string; name: string; rating: object }) => [
      c.interviewId,
      c.name,
      c.rating,
    ]),
    [[before.id, 'Beatriz Gómez', { current: 'Promedio', draft: 'Superior' }]],
  );

  const published = await staff.post('/api/admin/templates/rules/standard/publish', { note: 'Superior desde el 75 %', revision: 1 });
  assert.is(published.status, 201, JSON.stringify(published.body));
  assert.is(published.body.version, 2);
  const template = await staff.get('/api/interview-template');
  assert.is(template.body.rules.version, 2);
  assert.is.not(template.body.rules.fingerprint, before.result.rulesFingerprint);
  assert.is(template.body.rules.ratings[0].minPercent, 75);
  const after = await finishedInterview(staff, 'Carla Díaz');
  assert.equal([after.result.rating, after.result.rulesVersion], ['Superior', 2]);
  // The earlier result keeps the rules it was scored with.
  const earlier = await staff.get(`/api/interviews/${before.id}`);
  assert.equal([earlier.body.results[0].rating, earlier.body.results[0].rulesVersion], ['Promedio', 1]);
});

test('unknown kinds, keys and versions are 404; bad bodies are 400 and change nothing', async ({ server, staff }) => {
  for (const path of [
    '/api/admin/templates/form/usa',
    '/api/admin/templates/case/marte',
    '/api/admin/templates/case/usa/versions/999',
    '/api/admin/templates/interview/otra',
  ]) {
    const response = await staff.get(path);
    assert.is(response.status, 404, path);
    assert.type(response.body.error, 'string');
  }
  const bad = await staff.put('/api/admin/templates/case/usa/draft', { content: 'no', revision: -1 });
  assert.is(bad.status, 400);
  const noNote = await staff.post('/api/admin/templates/case/usa/publish', { note: '   ', revision: 1 });
  assert.is(noNote.status, 400);
  assert.equal(
    await rows(server, 'select id from template_drafts union all select id from template_versions union all select id from template_audit'),
    [],
  );
});

test.run();
