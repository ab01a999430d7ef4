import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { calendarDayOfTimestamp, hasDayShape, isBeforeDay, isBeforeToday, isCalendarDate, todayInBusinessZone } from './calendarDate.ts';

test('today in the business time zone, not in UTC', () => {
  assert.is(todayInBusinessZone(new Date('2026-11-22T02:00:00Z')), '2026-11-21');
  assert.is(todayInBusinessZone(new Date('2026-11-22T05:00:00Z')), '2026-11-22');
});

test('the shape of a day is YYYY-MM-DD, a real day or not', () => {
  assert.ok(hasDayShape('2026-02-30'));
  for (const value of ['21/11/2026', '2026-1-5', '', ' 2026-11-21', 20261121, null]) assert.not.ok(hasDayShape(value), String(value));
});

test('a real calendar day is required', () => {
  assert.ok(isCalendarDate('2028-02-29'));
  assert.not.ok(isCalendarDate('2026-02-29'));
  assert.not.ok(isCalendarDate('2026-13-01'));
  assert.not.ok(isCalendarDate('21/11/2026'));
});

test('a day of a year before 100 is real, as ajv-formats counts it (no two-digit year shortcut)', () => {
  assert.ok(isCalendarDate('0050-01-31'));
  assert.not.ok(isCalendarDate('0050-02-29'));
});

test('before today: yesterday is, today and later are not; no date and other shapes are left to other rules', () => {
  // 2026-11-21 at 23:30 in Santo Domingo (UTC-4) is already the 22nd in UTC.
  const now = new Date('2026-11-22T03:30:00Z');
  assert.ok(isBeforeToday('2026-11-20', now));
  assert.not.ok(isBeforeToday('2026-11-21', now));
  assert.not.ok(isBeforeToday('2026-12-01', now));
  assert.not.ok(isBeforeToday('', now));
  assert.not.ok(isBeforeToday('20/11/2026', now));
});

test('before a given today: the same rule as the validators generated ahead of time read it', () => {
  assert.ok(isBeforeDay('2026-11-20', '2026-11-21'));
  assert.not.ok(isBeforeDay('2026-11-21', '2026-11-21'));
  assert.not.ok(isBeforeDay('', '2026-11-21'));
  assert.not.ok(isBeforeDay('20/11/2026', '2026-11-21'));
});

test('a timestamp names its day in Santo Domingo, and midnight UTC the day it was written through UTC', () => {
  assert.is(calendarDayOfTimestamp('2026-12-04T00:00:00.000Z'), '2026-12-04');
  assert.is(calendarDayOfTimestamp('2026-12-04T00:00Z'), '2026-12-04');
  assert.is(calendarDayOfTimestamp('2026-12-04T04:00:00.000Z'), '2026-12-04');
  assert.is(calendarDayOfTimestamp('2026-12-04T03:59:59.999Z'), '2026-12-03');
  assert.is(calendarDayOfTimestamp('2026-12-04T23:30:00-04:00'), '2026-12-04');
  assert.is(calendarDayOfTimestamp('2026-12-04T01:00:00+05:00'), '2026-12-03');
  for (const other of ['2026-12-04', '2026-12-04T10:00:00', '2026-02-30T00:00:00Z', '2026-12-04 10:00:00Z', 'mañana', '']) {
    assert.is(calendarDayOfTimestamp(other), undefined, other);
  }
});

test.run();
