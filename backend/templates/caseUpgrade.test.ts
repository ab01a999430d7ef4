import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { OutboxMessage } from '../db/entities/index.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { pdfText } from '../testing/pdfText.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import { caseData, createConsultation, draftWithoutGender, publish, rows, saveCase } from '../testing/templateFixtures.ts';
import type { TestClient, TestServer } from '../testing/testServer.ts';

const test = staffApiSuite('case upgrade API');
const FILE_VERSION = loadCaseTemplates().get('usa').version;
const NEXT = FILE_VERSION + 1;

const upgrade = (staff: TestClient, id: string, body: unknown) => staff.post(`/api/admin/consultations/${id}/case/upgrade`, body);

/** A case saved on the file version with gender 'femenino', and the usa template published again without gender. */
async function oldCase(server: TestServer, staff: TestClient) {
  const id = await createConsultation(server);
  const saved = await saveCase(staff, id, caseData(), 0);
  assert.is(saved.status, 200, saved.text);
  const published = await publish(staff, await draftWithoutGender(staff));
  assert.is(published.status, 201, published.text);
  return { id, version: saved.body.version as number };
}

const GENDER_KEPT = {
  path: 'identity.gender',
  label: 'Sexo',
  value: 'femenino',
  reason: 'retired',
  fromVersion: FILE_VERSION,
  toVersion: NEXT,
  lines: [{ label: 'Sexo', text: 'Femenino', internal: false }],
};

test('an upgrade keeps the retired value with the case: stored, served, kept through later saves, printed in the e-mailed copy', async ({
  server,
  staff,
}) => {
  const { id, version } = await oldCase(server, staff);
  const moved = await upgrade(staff, id, { toVersion: NEXT, version });
  assert.is(moved.status, 200, moved.text);
  assert.equal(moved.body.retired, [GENDER_KEPT]);
  assert.equal(moved.body.case.retiredValues, [GENDER_KEPT]);

  const [stored] = await rows<{
    template_version: number;
    version: number;
    data: { identity: Record<string, unknown> };
    retired_values: unknown;
  }>(server, 'select template_version, version, data, retired_values from consultation_details where consultation_id = ?', [id]);
  assert.equal([stored.template_version, stored.version], [NEXT, version + 1]);
  assert.not.ok('gender' in stored.data.identity);
  assert.equal(stored.retired_values, [GENDER_KEPT], 'the database holds the retired value with the case');

  const opened = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.equal([opened.body.templateVersion, opened.body.retiredValues], [NEXT, [GENDER_KEPT]]);

  // A save on the new version, even one sending no such thing, leaves the retired values alone.
  const resaved = await saveCase(staff, id, caseData({ gender: undefined, nickname: 'Anita' }), opened.body.version, NEXT);
  assert.is(resaved.status, 200, resaved.text);
  assert.equal(resaved.body.retiredValues, [GENDER_KEPT]);
  assert.equal((await rows(server, 'select retired_values from consultation_details'))[0].retired_values, [GENDER_KEPT]);

  // The history names the move and the versions; the audit row says who and when.
  const history = await staff.get(`/api/consultation-details/versions?consultationId=${id}`);
  assert.equal(
    history.body.map((v: { templateVersion: number; upgradedFrom: number | null; updatedBy: string }) => [
      v.templateVersion,
      v.upgradedFrom,
      v.updatedBy,
    ]),
    [
      [NEXT, null, 'consultora'],
      [NEXT, FILE_VERSION, 'consultora'],
      [FILE_VERSION, null, 'consultora'],
    ],
  );
  const audit = await staff.get('/api/admin/templates/case/usa/audit');
  const move = audit.body.find((a: { action: string }) => a.action === 'case_upgrade');
  assert.equal([move.fromVersion, move.toVersion, move.consultationId, move.by], [FILE_VERSION, NEXT, id, 'consultora']);

  // The e-mailed copy is built on the server: it prints the values only the server keeps.
  const copy = await staff.post(`/api/admin/consultations/${id}/email-copy`, {
    template: { key: 'usa', version: NEXT },
    formData: resaved.body.data,
    countryLabel: 'Estados Unidos',
    applicantName: 'Ana Pérez',
    caseId: 'RM-1',
    to: 'ana@correo.example',
  });
  assert.is(copy.status, 202, copy.text);
  const [message] = await server.db.orm.em.fork().find(OutboxMessage, { id: copy.body.messageId });
  const text = await pdfText(Buffer.from(message.attachments![0].content, 'base64'));
  const lines = text.split('\n');
  const title = lines.indexOf('Campos retirados');
  assert.ok(title > 0, text);
  assert.ok(
    lines.slice(title).some((line) => line.startsWith('Sexo') && line.includes('Femenino')),
    text,
  );
});

test('the preview shows the move and changes nothing; a second upgrade adds its values to those kept', async ({ server, staff }) => {
  const { id, version } = await oldCase(server, staff);
  const before = await databaseSnapshot(server.db);
  const preview = await upgrade(staff, id, { toVersion: NEXT, version, preview: true });
  assert.is(preview.status, 200, preview.text);
  assert.equal([preview.body.preview, preview.body.case.templateVersion, preview.body.case.retiredValues], [true, NEXT, [GENDER_KEPT]]);
  assert.equal(await databaseSnapshot(server.db), before, 'a preview writes nothing');

  const first = await upgrade(staff, id, { toVersion: NEXT, version });
  assert.is(first.status, 200, first.text);
  const saved = await saveCase(staff, id, caseData({ gender: undefined, nickname: 'Anita' }), first.body.case.version, NEXT);
  // The next version retires the nickname too.
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  delete content.schema.properties.identity.properties.nickname;
  content.uiSchema.identity['ui:order'] = content.uiSchema.identity['ui:order'].filter((key: string) => key !== 'nickname');
  assert.is((await publish(staff, content, 'Se retira el apodo')).status, 201);
  const second = await upgrade(staff, id, { toVersion: NEXT + 1, version: saved.body.version });
  assert.is(second.status, 200, second.text);
  const kept = (
    await rows<{ retired_values: { path: string; value: unknown; fromVersion: number; toVersion: number }[] }>(
      server,
      'select retired_values from consultation_details',
    )
  )[0].retired_values;
  assert.equal(
    kept.map((v) => [v.path, v.value, v.fromVersion, v.toVersion]),
    [
      ['identity.gender', 'femenino', FILE_VERSION, NEXT],
      ['identity.nickname', 'Anita', NEXT, NEXT + 1],
    ],
  );
});

test('after a rollback that restores the field, the next upgrade brings the answer kept apart back into the case', async ({
  server,
  staff,
}) => {
  const { id, version } = await oldCase(server, staff);
  const moved = await upgrade(staff, id, { toVersion: NEXT, version });
  assert.is(moved.status, 200, moved.text);
  const rolledBack = await staff.post('/api/admin/templates/case/usa/rollback', {
    version: FILE_VERSION,
    note: 'El sexo vuelve al formulario',
  });
  assert.is(rolledBack.status, 201, rolledBack.text);
  const restored = rolledBack.body.version as number;

  const before = await databaseSnapshot(server.db);
  const preview = await upgrade(staff, id, { toVersion: restored, version: moved.body.case.version, preview: true });
  assert.is(preview.status, 200, preview.text);
  assert.equal(
    preview.body.returned.map((value: { path: string; value: unknown }) => [value.path, value.value]),
    [['identity.gender', 'femenino']],
    'the preview says what comes back',
  );
  assert.equal([preview.body.case.data.identity.gender, preview.body.case.retiredValues], ['femenino', []]);
  assert.equal(await databaseSnapshot(server.db), before, 'a preview writes nothing');

  const back = await upgrade(staff, id, { toVersion: restored, version: moved.body.case.version });
  assert.is(back.status, 200, back.text);
  const [stored] = await rows<{ template_version: number; data: { identity: Record<string, unknown> }; retired_values: unknown[] }>(
    server,
    'select template_version, data, retired_values from consultation_details where consultation_id = ?',
    [id],
  );
  assert.equal(
    [stored.template_version, stored.data.identity.gender, stored.retired_values],
    [restored, 'femenino', []],
    'the answer is back in its field, no longer apart',
  );
});

test('a stale, older, unknown or malformed upgrade is refused in Spanish and changes no row', async ({ server, staff }) => {
  const { id, version } = await oldCase(server, staff);
  const other = await server.staff();
  const meanwhile = await saveCase(other, id, caseData({ fullName: 'Ana María Pérez' }), version, FILE_VERSION);
  assert.is(meanwhile.status, 200, meanwhile.text);
  const before = await databaseSnapshot(server.db);

  const stale = await upgrade(staff, id, { toVersion: NEXT, version });
  assert.is(stale.status, 409);
  assert.is(stale.body.error, 'Otra persona guardó este caso mientras usted lo revisaba. Vuelva a abrirlo antes de actualizarlo.');
  assert.equal(
    [stale.body.current.version, stale.body.current.data.identity.fullName],
    [version + 1, 'Ana María Pérez'],
    'the saved case comes with the refusal, as for a save',
  );
  const stalePreview = await upgrade(staff, id, { toVersion: NEXT, version, preview: true });
  assert.is(stalePreview.status, 409);

  const current = meanwhile.body.version;
  const refusals: [unknown, number, string][] = [
    [{ toVersion: FILE_VERSION, version: current }, 400, `El caso ya usa la versión ${FILE_VERSION}`],
    [{ toVersion: 999, version: current }, 400, 'Esa versión de la plantilla no existe'],
    [{ toVersion: 'siguiente', version: current }, 400, 'Versión no válida'],
    [{ toVersion: NEXT }, 400, 'Falta la versión leída del caso'],
    [{ toVersion: NEXT, version: current, data: {} }, 400, ''],
  ];
  for (const [body, status, message] of refusals) {
    const refused = await upgrade(staff, id, body);
    assert.is(refused.status, status, `${JSON.stringify(body)}: ${refused.text}`);
    assert.ok(refused.body.error, 'a message for a person');
    if (message) assert.ok(JSON.stringify(refused.body).includes(message), `${JSON.stringify(body)}: ${refused.text}`);
  }
  assert.is((await upgrade(staff, '6f1c1f6e-1111-4222-8333-944455556666', { toVersion: NEXT, version: 1 })).status, 404);
  const unsaved = await createConsultation(server);
  const neverSaved = await upgrade(staff, unsaved, { toVersion: NEXT, version: 1 });
  assert.is(neverSaved.status, 400);
  assert.is(neverSaved.body.error, 'El caso todavía no se ha guardado: se abrirá con la última versión de su plantilla');
  const afterUnsaved = await databaseSnapshot(server.db);
  delete afterUnsaved.consultations;
  delete afterUnsaved.clients;
  const beforeWithoutSeed = { ...before };
  delete beforeWithoutSeed.consultations;
  delete beforeWithoutSeed.clients;
  assert.equal(afterUnsaved, beforeWithoutSeed, 'no refused upgrade wrote anything');
});

test('a case on a newer version than asked is not moved back', async ({ server, staff }) => {
  const { id, version } = await oldCase(server, staff);
  const moved = await upgrade(staff, id, { toVersion: NEXT, version });
  const before = await databaseSnapshot(server.db);
  const back = await upgrade(staff, id, { toVersion: FILE_VERSION, version: moved.body.case.version });
  assert.is(back.status, 400);
  assert.equal(back.body.details, [
    { path: 'toVersion', message: `El caso usa la versión ${NEXT}: solo puede actualizarse a una versión más reciente` },
  ]);
  assert.equal(await databaseSnapshot(server.db), before);
});

test.run();
