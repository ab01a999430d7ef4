import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatCalendarDay, formatDateTime, formatDateTimeAmPm, formatInstant, formatLongDay, formatNumericDay } from './formatDate.ts';

test('an instant is shown as "21 nov 2026" in Santo Domingo time', () => {
  assert.is(formatInstant('2026-11-21T15:00:00Z'), '21 nov 2026');
  // 02:00 UTC on the 22nd is still 22:00 on the 21st in Santo Domingo (UTC-4).
  assert.is(formatInstant('2026-11-22T02:00:00Z'), '21 nov 2026');
  assert.is(formatInstant('2026-05-03T12:00:00Z'), '3 may 2026');
});

test('an instant with its time is "21 nov 2026, 14:05" on a 24-hour clock, in Santo Domingo time', () => {
  assert.is(formatDateTime('2026-11-21T18:05:00Z'), '21 nov 2026, 14:05');
  assert.is(formatDateTime('2026-11-22T02:30:00Z'), '21 nov 2026, 22:30');
});

test("an instant in es-DO's medium pattern keeps its 12-hour clock, in Santo Domingo time", () => {
  const shown = formatDateTimeAmPm('2026-11-21T18:05:00Z');
  assert.match(shown, /21/);
  assert.match(shown, /2:05/);
  assert.match(shown, /p\.\s?m\./);
});

test('a calendar day never shifts with the time zone', () => {
  assert.is(formatCalendarDay('2030-01-01'), '1 ene 2030');
  assert.is(formatCalendarDay('2030-12-31'), '31 dic 2030');
  assert.is(formatLongDay('2026-12-15'), 'martes, 15 de diciembre de 2026');
  assert.is(formatLongDay('2030-01-01'), 'martes, 1 de enero de 2030');
});

test('a calendar day in figures is DD/MM/AAAA', () => {
  assert.is(formatNumericDay('2027-03-15'), '15/03/2027');
  assert.is(formatNumericDay('2026-11-01'), '01/11/2026');
});

test('missing or malformed values give an empty text, never "Invalid Date"', () => {
  assert.is(formatInstant(null), '');
  assert.is(formatInstant('ayer'), '');
  assert.is(formatDateTime(undefined), '');
  assert.is(formatDateTime('ayer'), '');
  assert.is(formatCalendarDay(''), '');
  assert.is(formatCalendarDay('21/11/2026'), '');
});

test.run();
