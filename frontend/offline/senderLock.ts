import { sleep, type Clock } from './clock.ts';

/**
 * Mutual exclusion between every tab of the browser. `run` waits for the lock, runs `task` and releases
 * it. `keepAlive` is called by long tasks between steps (the lease fallback renews its lease).
 */
export interface SenderLock {
  run<T>(task: (keepAlive: () => void) => Promise<T>): Promise<T>;
}

type LockRequester = { request(name: string, callback: () => Promise<unknown>): Promise<unknown> };

/** The Web Locks API: the browser releases the lock itself when a tab closes or crashes. */
export function webLock(locks: LockRequester, name: string): SenderLock {
  return {
    run: <T>(task: (keepAlive: () => void) => Promise<T>) => locks.request(name, () => task(() => {})) as Promise<T>,
  };
}

interface Lease {
  owner: string;
  expiresAt: number;
}

export interface LeaseOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  clock: Clock;
  key: string;
  owner: string;
  /** Longer than any step between two keepAlive calls (a request's timeout), so a live owner never loses it. */
  leaseMs?: number;
  /** localStorage has no compare-and-set: a writer waits this long and reads its lease back, so of two tabs writing at once only the last one proceeds. */
  settleMs?: number;
  pollMs?: number;
}

/**
 * For browsers without Web Locks: a lease in localStorage. A tab that closes without releasing it
 * blocks the others only until it expires.
 */
export function leaseLock({ storage, clock, key, owner, leaseMs = 30_000, settleMs = 50, pollMs = 500 }: LeaseOptions): SenderLock {
  const read = (): Lease | null => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
    } catch {
      return null;
    }
  };
  const write = () => storage.setItem(key, JSON.stringify({ owner, expiresAt: clock.now() + leaseMs } satisfies Lease));
  const free = (lease: Lease | null) => !lease || lease.owner === owner || lease.expiresAt <= clock.now();

  // Tasks of this tab take their turn among themselves before competing with other tabs.
  let tail: Promise<unknown> = Promise.resolve();

  async function acquire() {
    for (;;) {
      if (free(read())) {
        write();
        await sleep(clock, settleMs);
        if (read()?.owner === owner) return;
      }
      await sleep(clock, pollMs);
    }
  }

  return {
    run<T>(task: (keepAlive: () => void) => Promise<T>): Promise<T> {
      const turn = tail.then(async () => {
        await acquire();
        try {
          return await task(() => {
            if (read()?.owner === owner) write();
          });
        } finally {
          if (read()?.owner === owner) storage.removeItem(key);
        }
      });
      tail = turn.catch(() => {});
      return turn;
    },
  };
}
