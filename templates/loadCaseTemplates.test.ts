import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCaseSamples, loadCaseTemplates, loadTemplateFiles } from './loadCaseTemplates.ts';

const test = suite<{ dir: string }>('loadCaseTemplates');

test.before.each((context) => {
  context.dir = mkdtempSync(path.join(tmpdir(), 'plantillas-'));
  mkdirSync(path.join(context.dir, 'case', 'shared'), { recursive: true });
  mkdirSync(path.join(context.dir, 'case', 'demo'), { recursive: true });
});
test.after.each(({ dir }) => rmSync(dir, { recursive: true, force: true }));

const write = (dir: string, file: string, content: unknown) =>
  writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
const template = {
  kind: 'case',
  key: 'demo',
  version: 1,
  label: 'Demo',
  readiness: { travelHistoryYears: 5, travelHistoryLists: [] },
  sections: ['../shared/identity.json'],
};

test('reads templates, sections and samples from disk by their path under templates/', ({ dir }) => {
  write(dir, 'case/demo/template.json', template);
  write(dir, 'case/shared/identity.json', {
    key: 'identity',
    title: 'Datos personales',
    fields: { fullName: { type: 'string', title: 'Nombre completo' } },
  });
  write(dir, 'case/demo/sample.json', { identity: { fullName: 'Ana Peña' } });
  assert.equal(Object.keys(loadTemplateFiles(dir)).sort(), [
    'case/demo/sample.json',
    'case/demo/template.json',
    'case/shared/identity.json',
  ]);
  assert.is(loadCaseTemplates(dir).get('demo').label, 'Demo');
  assert.equal(loadCaseSamples(dir).get('demo'), { identity: { fullName: 'Ana Peña' } });
});

test('a file that is not valid JSON is refused, naming it', ({ dir }) => {
  write(dir, 'case/demo/template.json', '{ "kind": "case", ');
  assert.throws(() => loadCaseTemplates(dir), /case\/demo\/template\.json: JSON no válido/);
});

test('a shared section with an untitled field on disk is refused, naming the file and the field', ({ dir }) => {
  write(dir, 'case/demo/template.json', template);
  write(dir, 'case/shared/identity.json', { key: 'identity', title: 'Datos personales', fields: { fullName: { type: 'string' } } });
  assert.throws(() => loadCaseTemplates(dir), /case\/shared\/identity\.json: identity\.fullName: el campo no tiene título en español/);
});

test.run();
