import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRetryAfter, retryDelay } from './retryDelay.ts';

const test = suite('retryDelay');

test('back-off doubles after each failed try, capped at a minute', () => {
  const none = () => 0;
  assert.is(retryDelay(1, null, none), 2000);
  assert.is(retryDelay(2, null, none), 4000);
  assert.is(retryDelay(3, null, none), 8000);
  assert.is(retryDelay(20, null, none), 60_000);
});

test('jitter adds at most a fifth', () => {
  assert.is(
    retryDelay(1, null, () => 0.999),
    2000 + Math.round(0.2 * 0.999 * 2000),
  );
});

test('Retry-After wins when it asks for longer than back-off, never shorter', () => {
  assert.is(
    retryDelay(1, 30_000, () => 0),
    30_000,
  );
  assert.is(
    retryDelay(2, 1000, () => 0),
    4000,
  );
  assert.is(
    retryDelay(1, 10 * 24 * 3600 * 1000, () => 0),
    24 * 3600 * 1000,
  );
});

test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  assert.is(parseRetryAfter('120', now), 120_000);
  assert.is(parseRetryAfter(' 5 ', now), 5000);
  assert.is(parseRetryAfter('Wed, 25 Nov 2026 10:01:00 GMT', now), 60_000);
  assert.is(parseRetryAfter('Wed, 25 Nov 2026 09:00:00 GMT', now), 0);
  assert.is(parseRetryAfter('pronto', now), null);
  assert.is(parseRetryAfter(null, now), null);
});

test.run();
