import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../../engine/validation/createAjv.ts';
import { describeErrors } from '../../engine/validation/describeErrors.ts';
import schema from '../../schemas/contactRequest.schema.json' with { type: 'json' };
import { contactRequestErrors } from './contactRequestErrors.ts';
import { validateContactForm, EMPTY_CONTACT_FORM } from './contactRequestForm.ts';

// 23:30 on 2026-03-10 in Santo Domingo is already 2026-03-11 in UTC: "today" must be the business's day.
const now = () => new Date('2026-03-11T03:30:00Z');

const valid = {
  name: 'Ana Pérez',
  email: 'ana@correo.com',
  phone: '809-555-1234',
  address: 'Calle 1, Santo Domingo',
  country: 'usa',
  preferredDate: '2026-03-10',
  message: '',
};

const cases: Array<[string, Record<string, unknown>]> = [
  ['a valid request', valid],
  ['a valid request without a date', { ...valid, preferredDate: '' }],
  ['everything missing', {}],
  ['everything empty', { name: '', email: '', phone: '', address: '', country: '', preferredDate: '', message: '' }],
  ['blank name and address', { ...valid, name: '    ', address: '   ' }],
  ['one-letter name', { ...valid, name: 'A' }],
  ['name of emoji counted by code point', { ...valid, name: '😀😀' }],
  ['too long name', { ...valid, name: 'x'.repeat(121) }],
  ['bad e-mails', { ...valid, email: 'ana@correo' }],
  ['e-mail with spaces', { ...valid, email: 'ana maria@correo.com' }],
  ['international phone', { ...valid, phone: '+34 600 123 456' }],
  ['phone with +1 and parentheses', { ...valid, phone: '+1 (829) 555 1234' }],
  ['phone too long', { ...valid, phone: '809-555-1234-809-555-1234-9' }],
  ['phone with letters', { ...valid, phone: '809-ABC-1234' }],
  ['New York phone with its country code', { ...valid, phone: '+1 212 555 1234' }],
  ['a bare + as the phone', { ...valid, phone: '+' }],
  ['phone of five digits', { ...valid, phone: '12345' }],
  ['international phone of 16 digits', { ...valid, phone: '+1 234 567 890 123 456' }],
  ['unknown country', { ...valid, country: 'japon' }],
  ['yesterday in Santo Domingo', { ...valid, preferredDate: '2026-03-09' }],
  ['impossible date', { ...valid, preferredDate: '2026-02-30' }],
  ['date in another format', { ...valid, preferredDate: '10/03/2026' }],
  ['very long message', { ...valid, message: 'm'.repeat(5001) }],
  ['filled honeypot is still valid data', { ...valid, website: 'http://spam.example' }],
  ['a number where text goes', { ...valid, name: 42, phone: 8095551234 }],
  ['an unknown field', { ...valid, admin: true }],
];

const ajv = createAjv({ now });
const serverValidate = ajv.compile(schema);

function serverErrors(data: Record<string, unknown>): Record<string, string> {
  if (serverValidate(data)) return {};
  return Object.fromEntries(describeErrors(serverValidate.errors).map((e) => [e.path, e.message]));
}

for (const [name, data] of cases) {
  test(`the browser's precompiled check gives the server's messages: ${name}`, () => {
    assert.equal(contactRequestErrors(data, now), serverErrors(data));
  });
}

test('the table covers both valid and invalid requests', () => {
  const outcomes = cases.map(([, data]) => Object.keys(serverErrors(data)).length === 0);
  assert.ok(outcomes.includes(true) && outcomes.includes(false));
});

test('the forms ask for a preferred date although the API accepts none, and trim what was typed first', () => {
  const errors = validateContactForm(contactRequestErrors, { ...EMPTY_CONTACT_FORM, ...valid, name: '  Ana  ', preferredDate: '' }, now);
  assert.equal(Object.keys(errors), ['preferredDate']);
});

test.run();
