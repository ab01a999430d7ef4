import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../../engine/validation/phoneNumber.ts';
import { phoneFieldSchemas } from './gen.ts';
import { phoneFieldProblems } from './phoneFields.ts';

const phone = (extra: Record<string, unknown> = {}) => ({
  type: 'string',
  pattern: PHONE_PATTERN,
  'x-messages': { pattern: PHONE_MESSAGE },
  ...extra,
});

test('every phone field of the schemas and of the current case templates follows the one phone rule', () => {
  const checked = phoneFieldSchemas();
  assert.ok(checked.some((s) => s.name === 'schemas/contactRequest'));
  assert.equal(phoneFieldProblems(checked), []);
});

test('a copied pattern or message that drifted, or a typed phone field without them, is named', () => {
  const section = (fields: Record<string, unknown>) => ({
    type: 'object',
    properties: { residence: { type: 'object', properties: fields } },
  });
  const problems = phoneFieldProblems([
    { name: 'a', schema: section({ primaryPhone: phone({ pattern: '^\\d+$' }) }), typed: true },
    { name: 'b', schema: section({ workPhone: phone({ 'x-messages': { pattern: 'Teléfono no válido' } }) }), typed: true },
    { name: 'c', schema: { allOf: [{ then: { properties: { sponsorPhone: { type: 'string' } } } }] }, typed: true },
    {
      name: 'd',
      schema: {
        type: 'object',
        properties: { list: { type: 'array', items: { type: 'object', properties: { Phone: { type: 'string', maxLength: 30 } } } } },
      },
      typed: true,
    },
  ]);
  assert.equal(
    problems.map((p) => p.split(': el')[0].split(': "x')[0]),
    [
      'a: residence.primaryPhone',
      'b: residence.workPhone',
      'c: allOf.0.then.sponsorPhone',
      'c: allOf.0.then.sponsorPhone',
      'd: list.items.Phone',
      'd: list.items.Phone',
    ],
  );
});

test('a record as staff read it may hold any stored phone, but a pattern it does give is the rule', () => {
  const record = (field: unknown) => ({ name: 'r', schema: { type: 'object', properties: { phone: field } }, typed: false });
  assert.equal(phoneFieldProblems([record({ type: 'string' }), record(phone())]), []);
  assert.is(phoneFieldProblems([record({ type: 'string', pattern: '^809' })]).length, 2);
});

test.run();
