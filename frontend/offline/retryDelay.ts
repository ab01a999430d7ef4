/** First wait after a failed try; each further wait doubles it. */
export const FIRST_RETRY_DELAY_MS = 2000;
/** Back-off never waits longer than this on its own; a server's Retry-After may ask for more. */
export const MAX_BACKOFF_MS = 60_000;
/** A Retry-After further away than a day is taken as a day: the person still sees the item waiting. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The wait before the next try after `failedTries` failures: exponential back-off with up to 20 %
 * added at random (so many browsers coming back online together do not all retry at once), or the
 * server's Retry-After when it asks for longer.
 */
export function retryDelay(failedTries: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  const backoff = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failedTries - 1), MAX_BACKOFF_MS);
  const jittered = Math.round(backoff * (1 + 0.2 * random()));
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}

/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
