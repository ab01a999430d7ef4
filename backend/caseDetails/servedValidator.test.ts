import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspectCase } from '../../engine/cases/validation/inspectCase.ts';
import { loadCaseCheck, type ServedValidatorLoader } from '../../engine/cases/validation/loadCaseCheck.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import type { TestClient } from '../testing/testServer.ts';

const test = staffApiSuite('validators served for published template versions');
const FILE_VERSION = loadCaseTemplates().get('usa').version;
const sample = loadCaseSamples().get('usa') as Record<string, Record<string, unknown>>;
const now = () => new Date('2026-11-21T18:00:00Z');
const dir = mkdtempSync(path.join(tmpdir(), 'served-validator-'));

/** Runs `run` as the page does: its Content-Security-Policy has no 'unsafe-eval', so `new Function` and `eval` throw. */
async function withoutCodeCompilation<T>(run: () => T | Promise<T>): Promise<T> {
  const original = { Function: globalThis.Function, eval: globalThis.eval };
  const refuse = () => {
    throw new EvalError('Content-Security-Policy: compilar código está prohibido');
  };
  Object.assign(globalThis, { Function: new Proxy(original.Function, { construct: refuse, apply: refuse }), eval: refuse });
  try {
    return await run();
  } finally {
    Object.assign(globalThis, original);
  }
}

/**
 * What the page's `import(url)` does, through the real route: the served module, imported. Fetched
 * first: the server compiles it in this very process, which the page's policy would not allow.
 */
async function servedLoader(staff: TestClient, url: string, asked: string[]): Promise<ServedValidatorLoader> {
  const response = await staff.get(url);
  assert.is(response.status, 200, response.text);
  assert.match(response.headers.get('Content-Type') ?? '', /^text\/javascript/);
  assert.not.match(response.text, /\bimport\b|\brequire\(|new Function|\beval\(/);
  const file = path.join(dir, `${url.replace(/\W+/g, '_')}.mjs`);
  writeFileSync(file, response.text);
  return async (wanted) => {
    asked.push(wanted);
    return import(pathToFileURL(file).href);
  };
}

/** The sample with every answer in every section replaced by `value`, and each variant worth comparing. */
function variants(extra: Record<string, unknown> = {}): Array<[string, unknown]> {
  const every = (value: unknown) =>
    Object.fromEntries(
      Object.entries(sample).map(([key, section]) => [key, Object.fromEntries(Object.keys(section).map((field) => [field, value]))]),
    );
  return [
    ['ejemplo', { ...sample, ...extra }],
    ['caso vacío', {}],
    ['fechas imposibles', every('2026-02-30')],
    ['fechas pasadas', every('2001-01-01')],
    ['números', every(42)],
    ['textos larguísimos', every('x'.repeat(5000))],
    ['campo desconocido', Object.fromEntries(Object.entries(sample).map(([key, section]) => [key, { ...section, campoDesconocido: 'x' }]))],
  ];
}

test('a bundled version: the served validator gives exactly the errors of the precompiled one', async ({ staff }) => {
  const template = loadCaseTemplates().get('usa', FILE_VERSION);
  const asked: string[] = [];
  const precompiled = await withoutCodeCompilation(() => loadCaseCheck(template, { now }));
  const loader = await servedLoader(staff, `/api/case-templates/usa/${FILE_VERSION}/validator.js`, asked);
  const served = await withoutCodeCompilation(() => loadCaseCheck(template, { now }, {}, loader));
  assert.equal(asked, [`/api/case-templates/usa/${FILE_VERSION}/validator.js`]);
  let compared = 0;
  for (const [what, data] of variants()) {
    const expected = await withoutCodeCompilation(() => precompiled(data));
    assert.equal(await withoutCodeCompilation(() => served(data)), expected, what);
    compared += expected.wrong.length + expected.missing.length;
  }
  assert.ok(compared > 50, `solo ${compared} errores comparados`);
});

test('a version published from the back-office opens: its check, from the server, finds what the server finds', async ({
  server,
  staff,
}) => {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  content.schema.properties.identity.properties.nickname = {
    type: 'string',
    title: 'Apodo',
    maxLength: 5,
    'x-messages': { maxLength: 'El apodo es demasiado largo' },
  };
  content.uiSchema.identity['ui:order'].push('nickname');
  const draft = await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 });
  assert.is(draft.status, 200, draft.text);
  const published = await staff.post('/api/admin/templates/case/usa/publish', { note: 'Se añade el apodo', revision: draft.body.revision });
  assert.is(published.status, 201, published.text);

  const version = FILE_VERSION + 1;
  const template = (await staff.get(`/api/case-templates/usa/${version}`)).body as CaseTemplate;
  assert.is(template.version, version);
  const asked: string[] = [];
  // The bundled modules, as the page has them: none for the new version.
  const loader = await servedLoader(staff, `/api/case-templates/usa/${version}/validator.js`, asked);
  const check = await withoutCodeCompilation(() => loadCaseCheck(template, {}, undefined, loader));
  assert.equal(asked, [`/api/case-templates/usa/${version}/validator.js`]);
  const serverTemplate = server.deps.templates.cases.get('usa', version);
  for (const [what, data] of variants({ identity: { ...sample.identity, nickname: 'Anita la Huerfanita' } })) {
    assert.equal(await withoutCodeCompilation(() => check(data)), inspectCase(serverTemplate, data), what);
  }
  const findings = check({ ...sample, identity: { ...sample.identity, nickname: 'Anita la Huerfanita' } });
  assert.equal(findings.wrong, [{ path: 'identity.nickname', message: 'El apodo es demasiado largo' }]);
});

test('the served validator: an unknown version or template is 404 in Spanish, and staff only', async ({ server, staff }) => {
  for (const url of [
    '/api/case-templates/usa/99/validator.js',
    '/api/case-templates/marte/1/validator.js',
    '/api/case-templates/usa/0/validator.js',
  ]) {
    const response = await staff.get(url);
    assert.is(response.status, 404, url);
    assert.is(response.body.error, 'La plantilla de caso no existe', url);
  }
  const anonymous = await server.anonymous().get(`/api/case-templates/usa/${FILE_VERSION}/validator.js`);
  assert.is(anonymous.status, 401);
  assert.not.match(anonymous.text, /validate/);
});

test.run();
