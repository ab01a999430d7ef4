import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTemplateRegistry } from '../../engine/templates/registry.ts';
import { loadTemplateFiles } from '../../templates/loadCaseTemplates.ts';
import { frozenVersion } from './freezeTemplate.ts';

test('a frozen version keeps rendering after the template moves on to the next version', () => {
  const files = loadTemplateFiles();
  const current = createTemplateRegistry(files).get('usa');
  const frozen = frozenVersion(current);
  assert.is(frozen.file, `case/usa/versions/${current.version}.json`);

  const next = { ...(files['case/usa/template.json'] as object), version: current.version + 1 };
  const registry = createTemplateRegistry({ ...files, 'case/usa/template.json': next, [frozen.file]: JSON.parse(frozen.content) });
  assert.is(registry.get('usa').version, current.version + 1);
  const old = registry.get('usa', current.version);
  assert.equal(old.schema, current.schema);
  assert.equal(old.uiSchema, current.uiSchema);
  assert.is(old.file, frozen.file);
});

test('freezing without raising the version is refused: two files would claim the same version', () => {
  const files = loadTemplateFiles();
  const frozen = frozenVersion(createTemplateRegistry(files).get('usa'));
  assert.throws(
    () => createTemplateRegistry({ ...files, [frozen.file]: JSON.parse(frozen.content) }),
    new RegExp(`la versión ${createTemplateRegistry(files).get('usa').version} de "usa" ya existe`),
  );
});

test.run();
