import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from './createAjv.ts';
import { describeErrors } from './describeErrors.ts';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'email'],
  properties: {
    date: { type: 'string', format: 'optional-date', notBeforeToday: true },
    email: { type: 'string', format: 'email', 'x-messages': { format: 'Correo no válido', required: 'Falta el correo' } },
  },
};

// 2026-11-21 14:00 in Santo Domingo (UTC-4).
const now = () => new Date('2026-11-21T18:00:00Z');
const validate = createAjv({ now }).compile(schema);

test('empty means no date; today and later pass; yesterday fails with a Spanish message', () => {
  assert.ok(validate({ date: '', email: 'a@b.do' }));
  assert.ok(validate({ date: '2026-11-21', email: 'a@b.do' }));
  assert.not.ok(validate({ date: '2026-11-20', email: 'a@b.do' }));
  assert.equal(describeErrors(validate.errors), [{ path: 'date', message: 'La fecha no puede ser anterior a hoy' }]);
});

test('field messages from x-messages win, for format and for required', () => {
  assert.not.ok(validate({ date: '', email: 'no' }));
  assert.equal(describeErrors(validate.errors), [{ path: 'email', message: 'Correo no válido' }]);
  assert.not.ok(validate({ date: '' }));
  assert.equal(describeErrors(validate.errors), [{ path: 'email', message: 'Falta el correo' }]);
});

test('an unknown property is named', () => {
  assert.not.ok(validate({ date: '', email: 'a@b.do', id: 'x' }));
  assert.equal(describeErrors(validate.errors), [{ path: 'id', message: 'Campo no permitido: id' }]);
});

test.run();
