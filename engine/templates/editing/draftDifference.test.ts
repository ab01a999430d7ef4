import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { draftDifference } from './draftDifference.ts';
import { retireField, setFieldLabel, setFieldRequired } from './fieldOps.ts';
import type { FormContent } from './types.ts';

const test = suite('the difference between two drafts');
const usa = () => {
  const { file: _file, ...content } = structuredClone(loadCaseTemplates().get('usa'));
  return content as unknown as FormContent & Record<string, unknown>;
};
const applied = <T>(result: { ok: true; content: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.content;
};

test('the pointers name each differing value, escaping ~ and / in keys (all a person gets for the scoring rules)', () => {
  const pointers = (theirs: Record<string, unknown>, mine: Record<string, unknown>) => draftDifference('rules', theirs, mine).pointers;
  assert.equal(pointers({ a: 1, b: [1, 2], 'c/d~': 'x' }, { a: 1, b: [1, 3, 4], 'c/d~': 'y', e: true }), ['/b/1', '/b/2', '/c~1d~0', '/e']);
  assert.equal(pointers({ a: 1 }, { a: 1 }), []);
  assert.equal(pointers({ a: { b: 1 } }, { a: 2 }), ['/a']);
  assert.equal(draftDifference('rules', { a: 1 }, { a: 2 }).groups, []);
});

test('a case draft: a relabelled, a retired and a now required field are said in words', () => {
  const theirs = usa();
  let mine = applied(setFieldLabel(theirs, 'family.fatherFullName', 'Nombre del padre'));
  mine = applied(retireField(mine, 'family.motherResidence'));
  mine = applied(setFieldRequired(mine, 'family.motherFullName', true));
  const { groups, pointers } = draftDifference('case', theirs, mine);
  const group = (title: string) => groups.find((g) => g.title === title)?.lines ?? [];
  assert.ok(group('Campos modificados').some((line) => line.detail === 'Etiqueta: «Nombre completo del padre» → «Nombre del padre»'));
  assert.ok(group('Campos modificados').some((line) => line.key === 'family.motherFullName' && line.detail === 'Pasa a ser obligatorio'));
  assert.equal(
    group('Campos retirados').map((line) => line.key),
    ['family.motherResidence'],
  );
  assert.ok(pointers.includes('/schema/properties/family/properties/fatherFullName/title'));
});

test('interview drafts are read as the form of their steps', () => {
  const { steps, ...rest } = loadInterviewTemplate();
  const theirs = structuredClone({ ...rest, steps }) as unknown as Record<string, unknown>;
  const mine = structuredClone(theirs) as { steps: { schema: { properties: Record<string, { title?: string }> } }[] };
  const [name, field] = Object.entries(mine.steps[0].schema.properties)[0];
  field.title = 'Otra etiqueta';
  const { groups } = draftDifference('interview', theirs, mine as unknown as Record<string, unknown>);
  const changed = groups.find((g) => g.title === 'Campos modificados')!.lines;
  assert.is(changed.length, 1);
  assert.match(changed[0].key, new RegExp(`\\.${name}$`));
  assert.match(changed[0].detail!, /→ «Otra etiqueta»/);
});

test('the scoring rules, with no form, are told by their JSON pointers', () => {
  const { groups, pointers } = draftDifference('rules', { thresholds: { alta: 70 } }, { thresholds: { alta: 75 } });
  assert.equal(groups, []);
  assert.equal(pointers, ['/thresholds/alta']);
});

test.run();
