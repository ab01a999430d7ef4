import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { caseTemplateTypes } from './caseTemplateTypes.ts';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';

const templates = loadCaseTemplates().latest();
const files = new Map((await caseTemplateTypes(templates)).map(({ file, content }) => [file, content]));

test('a section several templates hold identically is typed once, in case/shared.ts, and imported', () => {
  const shared = files.get('case/shared.ts')!;
  assert.match(shared, 'export interface IdentitySection {');
  assert.is(shared.split('export interface IdentitySection {').length, 2, 'written once');
  for (const template of templates) {
    const own = files.get(`case/${template.key}.ts`)!;
    assert.match(own, /identity\?: IdentitySection;/, template.key);
    assert.match(own, /from "\.\/shared\.ts"/, template.key);
    assert.not.match(own, 'otherNames', `${template.key} does not spell out the shared identity section`);
  }
});

test("a section one template changes for its destination stays spelled out in that template's type", async () => {
  const changed = structuredClone(templates[0]);
  const identity = changed.schema.properties!.identity;
  identity.properties!.fullName = { ...identity.properties!.fullName, title: 'Nombre completo del titular' };
  const generated = new Map((await caseTemplateTypes([changed, ...templates.slice(1)])).map(({ file, content }) => [file, content]));
  const own = generated.get(`case/${changed.key}.ts`)!;
  assert.match(own, 'Nombre completo del titular');
  assert.not.match(own, 'identity?: IdentitySection;');
  assert.match(generated.get(`case/${templates[1].key}.ts`)!, 'identity?: IdentitySection;');
});

test.run();
