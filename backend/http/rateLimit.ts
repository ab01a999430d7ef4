import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/sql.ts';
import { AppError } from './AppError.ts';

/**
 * Fixed-window counters kept in the `rate_limit_counters` table, so every server process on one
 * database shares them. Each call is one plain statement, its values bound by the driver
 * (backend/db/sql.ts): no unit of work, no lock held across requests. `now` comes from the caller
 * (AppDeps.now), so tests drive the clock.
 */
export interface CounterState {
  key: string;
  hits: number;
  windowEndsAt: Date;
  lastHitAt: Date;
}

export interface Hit {
  key: string;
  windowMs: number;
}

interface CounterRow {
  key: string;
  hits: number;
  window_ends_at: Date | string;
  last_hit_at: Date | string;
}

const toState = (row: CounterRow): CounterState => ({
  key: row.key,
  hits: Number(row.hits),
  windowEndsAt: new Date(row.window_ends_at),
  lastHitAt: new Date(row.last_hit_at),
});

/**
 * Counts one hit on each key, atomically and in one statement; a key whose window has ended starts a
 * new window of its own `windowMs`. The keys must be distinct. Answers the counters after the hit.
 */
export async function countHits(em: EntityManager, hits: Hit[], now: Date): Promise<CounterState[]> {
  const values = hits.map(() => '(?, 1, ?::timestamptz, ?::timestamptz)').join(', ');
  const params = hits.flatMap((hit) => [hit.key, new Date(now.getTime() + hit.windowMs), now]);
  const { rows } = await runSql<CounterRow>(
    em,
    `insert into rate_limit_counters as c (key, hits, window_ends_at, last_hit_at) values ${values}
     on conflict (key) do update set
       hits = case when c.window_ends_at <= excluded.last_hit_at then 1 else c.hits + 1 end,
       window_ends_at = case when c.window_ends_at <= excluded.last_hit_at then excluded.window_ends_at else c.window_ends_at end,
       last_hit_at = excluded.last_hit_at
     returning key, hits, window_ends_at, last_hit_at`,
    params,
  );
  return rows.map(toState);
}

/** The counters among `keys` whose window is still open at `now` (an ended window counts as zero). */
export async function readCounters(em: EntityManager, keys: string[], now: Date): Promise<CounterState[]> {
  const { rows } = await runSql<CounterRow>(
    em,
    `select key, hits, window_ends_at, last_hit_at from rate_limit_counters
     where key in (${keys.map(() => '?').join(', ')}) and window_ends_at > ?::timestamptz`,
    [...keys, now],
  );
  return rows.map(toState);
}

/** Removes the counters whose window has ended (run periodically); returns how many. */
export async function purgeCounters(em: EntityManager, now: Date): Promise<number> {
  const { rowCount } = await runSql(em, 'delete from rate_limit_counters where window_ends_at <= ?::timestamptz', [now]);
  return rowCount;
}

/** A 429: the error handler sends `retryAfter` (whole seconds) as the Retry-After header. */
export class TooManyRequests extends AppError {
  constructor(
    userMessage: string,
    readonly retryAfter: number,
  ) {
    super('rate_limited', userMessage);
  }
}

/** Whole seconds until `until`, at least 1: a Retry-After value. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export interface RateLimiter {
  /** Counts one hit for `who`; resolves to 0 while within the limit, else the seconds to wait (Retry-After). */
  hit(who: string): Promise<number>;
}

/** At most `limit` hits per `who` in each window of `windowMs`, under the counter name `name`. */
export function createRateLimiter(em: EntityManager, name: string, limit: { max: number; windowMs: number }, now: () => Date): RateLimiter {
  return {
    async hit(who) {
      const at = now();
      const [counter] = await countHits(em, [{ key: `${name}:${who}`, windowMs: limit.windowMs }], at);
      return counter.hits <= limit.max ? 0 : secondsUntil(counter.windowEndsAt, at);
    },
  };
}
