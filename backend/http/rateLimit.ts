/**
 * Fixed-window counters kept in memory, per key. Enough for one server process; a second process
 * would need a shared store (noted in docs/decisions.md).
 */
export interface RateLimiter {
  /** Counts one hit; false when the key is over its limit for the current window. */
  hit(key: string): boolean;
  /** True when the key has already used its whole allowance in the current window (counts nothing). */
  isExhausted(key: string): boolean;
  /** Forgets a key (for example after a successful login). */
  reset(key: string): void;
  /** Seconds until the key's window ends. */
  retryAfter(key: string): number;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  function current(key: string) {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      lastSweep = time;
    }
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    return window;
  }
  return {
    hit(key) {
      const window = current(key);
      window.count += 1;
      return window.count <= limit;
    },
    isExhausted(key) {
      return current(key).count >= limit;
    },
    reset(key) {
      windows.delete(key);
    },
    retryAfter(key) {
      const window = windows.get(key);
      return window ? Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)) : 0;
    },
  };
}
