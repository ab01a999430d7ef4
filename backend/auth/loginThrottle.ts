import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/sql.ts';
import { countHits, readCounters, secondsUntil, type CounterState } from '../http/rateLimit.ts';
import type { DeviceCookie } from './deviceCookie.ts';

/**
 * How failed sign-ins are limited (the reasons are in docs/decisions/0006-sign-in-throttling.md and
 * docs/decisions/0179-device-cookies-brake-guessing-not-the-owner.md). An attempt is *trusted* when it
 * presents a device cookie (backend/auth/deviceCookie.ts) issued to the account it tries; any other is
 * *untrusted*.
 * - trusted: 5 failures in 15 minutes lock that device cookie until its window ends; nothing else
 *   counts or stops it, so a stranger's failures never slow the owner on their own browser;
 * - untrusted, per (account, address): 5 failures in 15 minutes lock that pair until the window ends;
 *   a success from the address clears its count;
 * - untrusted, per address: 30 failures in 15 minutes, across all accounts, stop that address;
 * - untrusted, per account, from every address together: 5 failures in an hour are free, then each
 *   untrusted try waits a pause after the last failure (10 s, 20 s, 40 s, 80 s, 160 s), and after 10
 *   failures untrusted tries are refused until the hour's window ends, whatever address they come from.
 * Only failures count: an office signing in all day from one address is never slowed down.
 */
export const LOGIN_LIMITS = {
  device: { max: 5, windowMs: 15 * 60 * 1000 },
  pair: { max: 5, windowMs: 15 * 60 * 1000 },
  address: { max: 30, windowMs: 15 * 60 * 1000 },
  account: { freeFailures: 5, max: 10, windowMs: 60 * 60 * 1000, firstPauseMs: 10 * 1000, maxPauseMs: 5 * 60 * 1000 },
} as const;

export type LoginThrottle = 'device' | 'pair' | 'address' | 'account';

export type LoginVerdict = { allowed: true } | { allowed: false; reason: LoginThrottle; retryAfter: number };

const keysOf = (account: string, address: string) => ({
  pair: `login-pair:${account}|${address}`,
  address: `login-address:${address}`,
  account: `login-untrusted:${account}`,
});
const deviceKey = (nonce: string) => `login-device:${nonce}`;

/** The nonce of `device` when it was issued to `account`: the attempt is trusted. Any other cookie is none. */
export const trustedDevice = (device: DeviceCookie | null, account: string): string | null =>
  device && device.account === account ? device.nonce : null;

/** The pause untrusted tries wait after the account's `failures`-th untrusted failure; 0 within the free ones. */
export function accountPauseMs(failures: number): number {
  const { freeFailures, firstPauseMs, maxPauseMs } = LOGIN_LIMITS.account;
  if (failures < freeFailures) return 0;
  return Math.min(maxPauseMs, firstPauseMs * 2 ** Math.min(failures - freeFailures, 30));
}

const refuse = (reason: LoginThrottle, until: Date, now: Date): LoginVerdict => ({
  allowed: false,
  reason,
  retryAfter: secondsUntil(until, now),
});

/** Whether an untrusted attempt may check a password, from the counters of its pair, address and account. */
export function judgeUntrusted(counters: { pair?: CounterState; address?: CounterState; account?: CounterState }, now: Date): LoginVerdict {
  const { pair, address, account } = counters;
  if (pair && pair.hits >= LOGIN_LIMITS.pair.max) return refuse('pair', pair.windowEndsAt, now);
  if (address && address.hits >= LOGIN_LIMITS.address.max) return refuse('address', address.windowEndsAt, now);
  if (account && account.hits >= LOGIN_LIMITS.account.max) return refuse('account', account.windowEndsAt, now);
  if (account) {
    const pauseEnds = new Date(account.lastHitAt.getTime() + accountPauseMs(account.hits));
    if (pauseEnds > now) return refuse('account', pauseEnds, now);
  }
  return { allowed: true };
}

/**
 * May `account` try a password from `address`, with `device` (a valid device cookie, if the browser
 * sent one), now? One query to judge, then, when allowed, the attempt is counted as a failure before
 * the password is checked (one statement): requests racing in parallel each take a place, so a burst
 * cannot check more passwords than the limits allow. A success gives its place back (loginSucceeded).
 */
export async function beginLoginAttempt(
  em: EntityManager,
  attempt: { account: string; address: string; device: DeviceCookie | null },
  now: Date,
): Promise<LoginVerdict> {
  const nonce = trustedDevice(attempt.device, attempt.account);
  return nonce ? beginTrusted(em, nonce, now) : beginUntrusted(em, attempt.account, attempt.address, now);
}

async function beginTrusted(em: EntityManager, nonce: string, now: Date): Promise<LoginVerdict> {
  const { max, windowMs } = LOGIN_LIMITS.device;
  const key = deviceKey(nonce);
  const [before] = await readCounters(em, [key], now);
  if (before && before.hits >= max) return refuse('device', before.windowEndsAt, now);
  const [counted] = await countHits(em, [{ key, windowMs }], now);
  // Over the limit only because other attempts with this cookie got in first.
  if (counted.hits > max) return refuse('device', counted.windowEndsAt, now);
  return { allowed: true };
}

async function beginUntrusted(em: EntityManager, account: string, address: string, now: Date): Promise<LoginVerdict> {
  const keys = keysOf(account, address);
  const rows = await readCounters(em, [keys.pair, keys.address, keys.account], now);
  const find = (key: string) => rows.find((row) => row.key === key);
  const read = { pair: find(keys.pair), address: find(keys.address), account: find(keys.account) };
  const verdict = judgeUntrusted(read, now);
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
  const byAccount = counted.find((row) => row.key === keys.account)!;
  // Over a limit only because other attempts got in first.
  if (pair.hits > LOGIN_LIMITS.pair.max) return refuse('pair', pair.windowEndsAt, now);
  if (byAddress.hits > LOGIN_LIMITS.address.max) return refuse('address', byAddress.windowEndsAt, now);
  if (byAccount.hits > LOGIN_LIMITS.account.max) return refuse('account', byAccount.windowEndsAt, now);
  // Past the free failures each try must follow the one before it by a pause. This attempt was judged
  // on `read.account`; if its place is not the next one after that, another attempt took a place in
  // the meantime (milliseconds ago), and the pause after it has not passed.
  if (byAccount.hits > LOGIN_LIMITS.account.freeFailures && byAccount.hits !== (read.account?.hits ?? 0) + 1) {
    return refuse('account', new Date(now.getTime() + accountPauseMs(byAccount.hits - 1)), now);
  }
  return { allowed: true };
}

/**
 * One statement. Trusted: the right password clears the device cookie's count. Untrusted: it clears
 * the pair's count and gives back the place the attempt took on the address and the account. The
 * address's earlier failures stay, so a sprayer that also holds one valid account gains nothing; the
 * account's stay, braking whoever else is guessing its password.
 */
export async function loginSucceeded(
  em: EntityManager,
  attempt: { account: string; address: string; device: DeviceCookie | null },
): Promise<void> {
  const nonce = trustedDevice(attempt.device, attempt.account);
  if (nonce) {
    await runSql(em, 'delete from rate_limit_counters where key = ?', [deviceKey(nonce)]);
    return;
  }
  const keys = keysOf(attempt.account, attempt.address);
  await runSql(
    em,
    `with cleared as (delete from rate_limit_counters where key = ?)
     update rate_limit_counters set hits = greatest(hits - 1, 0) where key in (?, ?)`,
    [keys.pair, keys.address, keys.account],
  );
}

/**
 * The right password of an account that asks for a code: the attempt gives back its place, but the
 * earlier failures stay (unlike loginSucceeded, which clears the pair or the device cookie's count), so
 * only wrong passwords and wrong codes count and a stranger who knows the password cannot clear the
 * count by typing it again between guesses at the code.
 */
export async function passwordAccepted(
  em: EntityManager,
  attempt: { account: string; address: string; device: DeviceCookie | null },
): Promise<void> {
  const nonce = trustedDevice(attempt.device, attempt.account);
  const keys = nonce ? [deviceKey(nonce)] : Object.values(keysOf(attempt.account, attempt.address));
  await runSql(em, `update rate_limit_counters set hits = greatest(hits - 1, 0) where key in (${keys.map(() => '?').join(', ')})`, keys);
}
