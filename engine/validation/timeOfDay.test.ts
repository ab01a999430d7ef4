import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from './createAjv.ts';
import { describeErrors } from './describeErrors.ts';
import { isTimeOfDay } from './timeOfDay.ts';

test('a time of day: HH:MM or HH:MM:SS (milliseconds allowed), 24-hour clock, no time zone', () => {
  for (const value of ['00:00', '07:05', '14:30', '23:59', '14:30:00', '23:59:59', '09:05:30.250']) assert.ok(isTimeOfDay(value), value);
  for (const value of [
    '24:00',
    '7:05',
    '14:60',
    '14:30:60',
    '14:30:00Z',
    '14:30+01:00',
    '14:30:00-04:00',
    '2:30 PM',
    '14h30',
    '',
    ' 14:30',
  ]) {
    assert.not.ok(isTimeOfDay(value), value);
  }
});

test('format time on the server follows the same rule, worded in Spanish', () => {
  const validate = createAjv().compile({ type: 'object', properties: { at: { type: 'string', format: 'time' } } });
  assert.ok(validate({ at: '14:30' }));
  assert.ok(validate({ at: '14:30:00' }));
  assert.not.ok(validate({ at: '14:30:00Z' }));
  assert.equal(describeErrors(validate.errors), [{ path: 'at', message: 'Hora no válida (HH:MM)' }]);
});

test.run();
