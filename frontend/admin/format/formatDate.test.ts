import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatCalendarDay, formatInstant, todayInBusinessZone } from './formatDate.ts';

test('an instant is shown as "21 nov 2026" in Santo Domingo time', () => {
  assert.is(formatInstant('2026-11-21T15:00:00Z'), '21 nov 2026');
  // 02:00 UTC on the 22nd is still 22:00 on the 21st in Santo Domingo (UTC-4).
  assert.is(formatInstant('2026-11-22T02:00:00Z'), '21 nov 2026');
  assert.is(formatInstant('2026-05-03T12:00:00Z'), '3 may 2026');
});

test('a calendar day never shifts with the time zone', () => {
  assert.is(formatCalendarDay('2030-01-01'), '1 ene 2030');
  assert.is(formatCalendarDay('2030-12-31'), '31 dic 2030');
});

test('missing or malformed values give an empty text, never "Invalid Date"', () => {
  assert.is(formatInstant(null), '');
  assert.is(formatInstant('ayer'), '');
  assert.is(formatCalendarDay(''), '');
  assert.is(formatCalendarDay('21/11/2026'), '');
});

test("today is Santo Domingo's day, not UTC's", () => {
  assert.is(todayInBusinessZone(new Date('2026-11-22T02:30:00Z')), '2026-11-21');
  assert.is(todayInBusinessZone(new Date('2026-11-22T04:30:00Z')), '2026-11-22');
});

test.run();
