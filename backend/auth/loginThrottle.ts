import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/sql.ts';
import { countHits, readCounters, secondsUntil, type CounterState } from '../http/rateLimit.ts';

/**
 * How failed sign-ins are limited (the reasons are in docs/decisions.md, "Sign-in throttling"):
 * - per (account, address): 5 failures in 15 minutes lock that pair until the window ends; a
 *   success from the address clears its count;
 * - per address: 30 failures in 15 minutes, across all accounts, stop that address;
 * - per account: from the 10th failure in an hour, from anywhere, each failure pauses the account for
 *   1 s, then 2, 4… up to 60 s; the pause applies only to addresses that have themselves failed for
 *   the account in their current window, so a stranger's failures never stop the real person at an
 *   address where they have not mistyped.
 * Only failures count: an office signing in all day from one address is never slowed down.
 */
export const LOGIN_LIMITS = {
  pair: { max: 5, windowMs: 15 * 60 * 1000 },
  address: { max: 30, windowMs: 15 * 60 * 1000 },
  account: { freeFailures: 10, windowMs: 60 * 60 * 1000, firstPauseMs: 1000, maxPauseMs: 60 * 1000 },
} as const;

export type LoginThrottle = 'pair' | 'address' | 'account';

export type LoginVerdict = { allowed: true } | { allowed: false; reason: LoginThrottle; retryAfter: number };

const keysOf = (account: string, address: string) => ({
  pair: `login-pair:${account}|${address}`,
  address: `login-address:${address}`,
  account: `login-account:${account}`,
});

/** The account's pause after its `failures`-th failure, or 0 while it is within its free failures. */
export function accountPauseMs(failures: number): number {
  const { freeFailures, firstPauseMs, maxPauseMs } = LOGIN_LIMITS.account;
  if (failures < freeFailures) return 0;
  return Math.min(maxPauseMs, firstPauseMs * 2 ** Math.min(failures - freeFailures, 30));
}

/** Whether an attempt may check a password, from the counters of its pair, address and account. */
export function judgeLogin(counters: { pair?: CounterState; address?: CounterState; account?: CounterState }, now: Date): LoginVerdict {
  const { pair, address, account } = counters;
  if (pair && pair.hits >= LOGIN_LIMITS.pair.max) return { allowed: false, reason: 'pair', retryAfter: secondsUntil(pair.windowEndsAt, now) };
  if (address && address.hits >= LOGIN_LIMITS.address.max) {
    return { allowed: false, reason: 'address', retryAfter: secondsUntil(address.windowEndsAt, now) };
  }
  if (pair && account) {
    const pauseEnds = new Date(account.lastHitAt.getTime() + accountPauseMs(account.hits));
    if (pauseEnds > now) return { allowed: false, reason: 'account', retryAfter: secondsUntil(pauseEnds, now) };
  }
  return { allowed: true };
}

/**
 * May `account` try a password from `address` now? One query to judge, then, when allowed, the
 * attempt is counted as a failure before the password is checked (one statement): requests racing in
 * parallel each take a place, so a burst cannot check more passwords than the limits allow. A
 * success gives its place back (loginSucceeded).
 */
export async function beginLoginAttempt(em: EntityManager, account: string, address: string, now: Date): Promise<LoginVerdict> {
  const keys = keysOf(account, address);
  const rows = await readCounters(em, [keys.pair, keys.address, keys.account], now);
  const find = (key: string) => rows.find((row) => row.key === key);
  const verdict = judgeLogin({ pair: find(keys.pair), address: find(keys.address), account: find(keys.account) }, now);
  if (!verdict.allowed) return verdict;
  const counted = await countHits(
    em,
    [
      { key: keys.pair, windowMs: LOGIN_LIMITS.pair.windowMs },
      { key: keys.address, windowMs: LOGIN_LIMITS.address.windowMs },
      { key: keys.account, windowMs: LOGIN_LIMITS.account.windowMs },
    ],
    now,
  );
  const pair = counted.find((row) => row.key === keys.pair)!;
  const byAddress = counted.find((row) => row.key === keys.address)!;
  // Over the limit only because other attempts got in first.
  if (pair.hits > LOGIN_LIMITS.pair.max) return { allowed: false, reason: 'pair', retryAfter: secondsUntil(pair.windowEndsAt, now) };
  if (byAddress.hits > LOGIN_LIMITS.address.max) {
    return { allowed: false, reason: 'address', retryAfter: secondsUntil(byAddress.windowEndsAt, now) };
  }
  return { allowed: true };
}

/**
 * One statement: the right password clears the pair's count and gives back the place the attempt took
 * on the address and the account. The address's earlier failures stay, so a sprayer that also holds
 * one valid account gains nothing; the account's stay, braking whoever else is guessing its password.
 */
export async function loginSucceeded(em: EntityManager, account: string, address: string): Promise<void> {
  const keys = keysOf(account, address);
  await runSql(
    em,
    `with cleared as (delete from rate_limit_counters where key = ?)
     update rate_limit_counters set hits = greatest(hits - 1, 0) where key in (?, ?)`,
    [keys.pair, keys.address, keys.account],
  );
}

/**
 * The right password of an account that asks for a code: the attempt gives back its place, but the
 * pair's earlier failures stay (unlike loginSucceeded), so only wrong passwords and wrong codes count
 * and a stranger who knows the password cannot clear the count by typing it again between guesses.
 */
export async function passwordAccepted(em: EntityManager, account: string, address: string): Promise<void> {
  const keys = keysOf(account, address);
  await runSql(em, 'update rate_limit_counters set hits = greatest(hits - 1, 0) where key in (?, ?, ?)', [keys.pair, keys.address, keys.account]);
}
