import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addDays, addMonths, monthGrid, monthTitle, moveFocus, spokenDay, weekdayIndex } from './calendarMonth.ts';

test('November 2026 starts on a Sunday: six blank Monday-first cells, then 30 days', () => {
  const weeks = monthGrid({ year: 2026, month: 11 });
  assert.equal(weeks[0], [null, null, null, null, null, null, '2026-11-01']);
  assert.is(weeks.flat().filter(Boolean).length, 30);
  assert.is(weeks.at(-1)!.filter(Boolean).at(-1), '2026-11-30');
  assert.ok(weeks.every((week) => week.length === 7));
});

test('days and months roll over year ends and clamp to short months', () => {
  assert.is(addDays('2026-12-31', 1), '2027-01-01');
  assert.is(addDays('2026-03-01', -1), '2026-02-28');
  assert.is(addMonths('2026-01-31', 1), '2026-02-28');
  assert.is(addMonths('2028-01-31', 1), '2028-02-29');
  assert.is(addMonths('2026-01-15', -1), '2025-12-15');
});

test('keys move the focused day: arrows by day and week, Home/End to the week edges, PageUp/PageDown by month', () => {
  assert.is(weekdayIndex('2026-11-18'), 2, 'a Wednesday');
  assert.is(moveFocus('2026-11-18', 'ArrowRight'), '2026-11-19');
  assert.is(moveFocus('2026-11-18', 'ArrowUp'), '2026-11-11');
  assert.is(moveFocus('2026-11-18', 'Home'), '2026-11-16');
  assert.is(moveFocus('2026-11-18', 'End'), '2026-11-22');
  assert.is(moveFocus('2026-11-18', 'PageDown'), '2026-12-18');
  assert.is(moveFocus('2026-11-18', 'PageUp', true), '2025-11-18');
  assert.is(moveFocus('2026-11-18', 'a'), null);
});

test('names are Spanish', () => {
  assert.is(monthTitle({ year: 2026, month: 11 }), 'noviembre de 2026');
  assert.is(spokenDay('2026-11-21'), 'sábado, 21 de noviembre de 2026');
});

test.run();
