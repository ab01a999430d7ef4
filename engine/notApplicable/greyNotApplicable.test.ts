import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { greyNotApplicable, notApplicablePaths, NOT_APPLICABLE_CLASS } from './greyNotApplicable.ts';
import { printableValue } from '../cases/printableValue.ts';

const test = suite('NA in the form and in print');

test('notApplicablePaths lists every NA value, list rows included', () => {
  const data = { identity: { a: 'NA', b: 'x' }, family: { children: [{ name: 'na' }], spouse: ' Na ' } };
  assert.equal(notApplicablePaths(data), ['identity.a', 'family.children.0.name', 'family.spouse']);
});

test('greyNotApplicable adds the greyed class to NA fields and keeps their other ui options', () => {
  const uiSchema = { 'ui:order': ['identity'], identity: { a: { 'ui:widget': 'date', 'ui:classNames': 'is-wide' }, b: {} } };
  const grey = greyNotApplicable(uiSchema, { identity: { a: 'NA', b: 'x', c: 'na' } });
  assert.equal(grey.identity, {
    a: { 'ui:widget': 'date', 'ui:classNames': `is-wide ${NOT_APPLICABLE_CLASS}` },
    b: {},
    c: { 'ui:classNames': NOT_APPLICABLE_CLASS },
  });
  assert.equal(uiSchema.identity.a, { 'ui:widget': 'date', 'ui:classNames': 'is-wide' });
});

test('printableValue prints N/A for NA and reads answers the way people write them', () => {
  const select = { type: 'string', oneOf: [{ const: 'union-libre', title: 'Unión libre' }] };
  assert.is(printableValue(' na ', select), 'N/A');
  assert.is(printableValue('union-libre', select), 'Unión libre');
  assert.is(printableValue('2027-03-15', { type: 'string', format: 'date' }), '15/03/2027');
  assert.is(printableValue(true), 'Sí');
  assert.is(printableValue(false), 'No');
  assert.is(printableValue(1850000.5), '1,850,000.5');
  assert.is(printableValue(undefined), '');
  assert.is(printableValue(['es', 'en'], { type: 'array', items: { type: 'string', oneOf: [{ const: 'es', title: 'Español' }, { const: 'en', title: 'Inglés' }] } }), 'Español, Inglés');
});

test.run();
