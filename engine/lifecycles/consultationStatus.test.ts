import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeStatus, storedStatusMatch } from './consultationStatus.ts';

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

test.run();
