import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { templateFields } from '../../../engine/templates/editing/templateFields.ts';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { fieldPlace } from './fieldPlace.ts';

const fields = templateFields(loadCaseTemplates().get('usa').schema);
const join = (section: string, field: string) => `${section} › ${field}`;
const sectionOf = (key: string) => fields.get(key)!.label;

test('a field is named by its section and its label', () => {
  assert.is(fieldPlace(fields, 'identity.fullName', join), `${sectionOf('identity')} › ${fields.get('identity.fullName')!.label}`);
});

test("a list item's field is named by the list's field, whatever the row", () => {
  const [listField] = [...fields.keys()].filter((path) => /\[\]\.[^.]+$/.test(path));
  assert.ok(listField, 'the template has a field inside a list');
  const [section] = listField.split('.');
  const path = listField.replace('[]', '.3');
  assert.is(fieldPlace(fields, path, join), `${sectionOf(section)} › ${fields.get(listField)!.label}`);
});

test('a section alone, and a place the template has no field for, keep what is known', () => {
  assert.is(fieldPlace(fields, 'identity', join), sectionOf('identity'));
  assert.is(fieldPlace(fields, 'identity.apodo', join), `${sectionOf('identity')} › apodo`);
  assert.is(fieldPlace(fields, 'marte.campo', join), 'marte › campo');
  assert.is(fieldPlace(fields, '', join), '');
});

test.run();
