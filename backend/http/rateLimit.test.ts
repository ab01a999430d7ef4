import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import type { Database } from '../db/orm.ts';
import { countHits, createRateLimiter, purgeCounters, readCounters } from './rateLimit.ts';

const test = suite<{ db: Database }>('rate-limit counters');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const at = (iso: string) => new Date(iso);

test('a window counts its hits and a new window starts once it has ended', async ({ db }) => {
  const em = db.orm.em.fork();
  const hit = (time: string) => countHits(em, [{ key: 'k', windowMs: 60_000 }], at(time));
  assert.is((await hit('2026-11-23T10:00:00Z'))[0].hits, 1);
  assert.is((await hit('2026-11-23T10:00:59Z'))[0].hits, 2);
  const fresh = (await hit('2026-11-23T10:01:00Z'))[0];
  assert.is(fresh.hits, 1);
  assert.is(fresh.windowEndsAt.toISOString(), '2026-11-23T10:02:00.000Z');
});

test('a limiter answers 0 within its limit, then the seconds left in the window', async ({ db }) => {
  let now = at('2026-11-23T10:00:00Z');
  const limiter = createRateLimiter(db.orm.em, 'prueba', { max: 2, windowMs: 60_000 }, () => now);
  assert.is(await limiter.hit('198.51.100.1'), 0);
  assert.is(await limiter.hit('198.51.100.1'), 0);
  now = at('2026-11-23T10:00:20Z');
  assert.is(await limiter.hit('198.51.100.1'), 40);
  assert.is(await limiter.hit('198.51.100.2'), 0);
});

test('the sweep removes ended windows and keeps open ones', async ({ db }) => {
  const em = db.orm.em.fork();
  await countHits(
    em,
    [
      { key: 'corta', windowMs: 1000 },
      { key: 'larga', windowMs: 60_000 },
    ],
    at('2026-11-23T10:00:00Z'),
  );
  assert.is(await purgeCounters(em, at('2026-11-23T10:00:30Z')), 1);
  const left = await readCounters(em, ['corta', 'larga'], at('2026-11-23T10:00:00Z'));
  assert.equal(
    left.map((row) => row.key),
    ['larga'],
  );
});

test.run();
