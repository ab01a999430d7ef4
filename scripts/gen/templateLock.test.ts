import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTemplateRegistry } from '../../engine/templates/registry.ts';
import { frozenVersion } from './freezeTemplate.ts';
import { loadCaseTemplates, loadTemplateFiles } from '../../templates/loadCaseTemplates.ts';
import { checkLock, fingerprints, readLock } from './templateLock.ts';

test('every template on disk is the version recorded in templates/versions.lock.json, unchanged', () => {
  assert.equal(checkLock(loadCaseTemplates(), readLock()), []);
});

/** The files on disk with the title of one of usa's own sections edited (and usa's version set). */
function editedFiles(files: Record<string, unknown>, version?: number): Record<string, unknown> {
  const usa = structuredClone(files['case/usa/template.json']) as Record<string, unknown>;
  if (version) usa.version = version;
  const section = structuredClone(files['case/usa/sections/usaContacts.json']) as { title: string };
  section.title = `${section.title} (editado)`;
  return { ...files, 'case/usa/template.json': usa, 'case/usa/sections/usaContacts.json': section };
}

test('a change under a version saved cases may use is refused until the version is frozen, raised and recorded', () => {
  const files = loadTemplateFiles();
  const lock = fingerprints(createTemplateRegistry(files));
  const current = createTemplateRegistry(files).get('usa');

  const changed = createTemplateRegistry(editedFiles(files));
  const [problem, ...others] = checkLock(changed, lock);
  assert.equal(others, []);
  assert.match(problem, `La plantilla «usa» cambió pero sigue en la versión ${current.version}`);
  assert.match(problem, 'scripts/gen/freezeTemplate.ts usa');

  const raisedUnfrozen = createTemplateRegistry(editedFiles(files, current.version + 1));
  assert.equal(checkLock(raisedUnfrozen, lock), [
    `La versión ${current.version} de «usa» ya no existe y los casos guardados con ella no se podrían abrir: congélela (case/usa/versions/${current.version}.json) antes de subir la versión.`,
  ]);

  const frozen = frozenVersion(current);
  const raised = createTemplateRegistry({ ...editedFiles(files, current.version + 1), [frozen.file]: JSON.parse(frozen.content) });
  assert.equal(checkLock(raised, lock), [
    `«usa» pasó a la versión ${current.version + 1}: ejecute npm run templates:lock para registrarla.`,
  ]);
  assert.equal(checkLock(raised, fingerprints(raised)), []);
});

test('a template missing from the lock, or a recorded one gone, is named', () => {
  const registry = loadCaseTemplates();
  const { usa, ...withoutUsa } = fingerprints(registry);
  assert.equal(checkLock(registry, withoutUsa), [
    'La plantilla «usa» no está en el registro de versiones: ejecute npm run templates:lock.',
  ]);
  assert.equal(checkLock(registry, { ...withoutUsa, usa, retirada: usa }), [
    'La plantilla «retirada» del registro ya no existe: los casos guardados con ella no se podrían abrir.',
  ]);
});

test.run();
