import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { CONSULTATION_STATUSES, normalizeStatus, storedStatusMatch } from './consultationStatus.ts';

test('a query for pending matches every stored value except the other admin statuses', () => {
  assert.equal(storedStatusMatch(['pending']), { notIn: ['confirmed', 'rescheduled', 'completed'] });
  assert.equal(storedStatusMatch(['pending', 'rescheduled']), { notIn: ['confirmed', 'completed'] });
});

test('a query without pending matches the named values only', () => {
  assert.equal(storedStatusMatch(['confirmed']), { in: ['confirmed'] });
  assert.equal(storedStatusMatch(['confirmed', 'rescheduled']), { in: ['confirmed', 'rescheduled'] });
});

test('every status at once leaves nothing to exclude', () => {
  assert.equal(storedStatusMatch(['pending', 'confirmed', 'rescheduled', 'completed']), { notIn: [] });
});

test('the query and the single-value rule agree on every stored value', () => {
  for (const stored of ['pending', 'pending_interview', 'confirmed', 'rescheduled', 'completed', '']) {
    for (const statuses of [['pending'], ['confirmed'], ['pending', 'confirmed'], ['completed']] as const) {
      const match = storedStatusMatch(statuses);
      const matched = 'in' in match ? (match.in as string[]).includes(stored) : !(match.notIn as string[]).includes(stored);
      assert.is(matched, (statuses as readonly string[]).includes(normalizeStatus(stored)), `${stored} in ${statuses}`);
    }
  }
});

// Each API schema keeps its own copy of the list because each carries its own Spanish messages beside it.
test('the API schemas that name a status list exactly these statuses', () => {
  const statusEnum = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../schemas/${file}.schema.json`, import.meta.url), 'utf8')).properties.status.enum;
  for (const file of ['consultationItem', 'consultationStatusChange']) assert.equal(statusEnum(file), [...CONSULTATION_STATUSES], file);
  // The list filter also takes 'all' (its default leaves completed consultations out).
  assert.equal(statusEnum('consultationListQuery'), [...CONSULTATION_STATUSES, 'all']);
});

test.run();
