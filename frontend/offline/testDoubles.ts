/** Stand-ins for the browser that the offline queue's tests inject: storage, clock, fetch, locks. */
import type { Clock } from './clock.ts';
import { webLock } from './senderLock.ts';
import { createSubmissionQueue } from './submissionQueue.ts';

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    failWrites: null as null | (() => never),
    getItem(key: string) {
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (this.failWrites) this.failWrites();
      map.set(key, value);
    },
    removeItem(key: string) {
      map.delete(key);
    },
  };
}

/** Lets pending promise callbacks run (one turn of the event loop); no time passes on the fake clock. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock that moves only when the test says so. */
export function manualClock(start = Date.parse('2026-11-25T10:00:00Z')) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock & { advance(ms: number): Promise<void>; pendingTimers(): number } = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    /** Moves time forward, firing each timer at its moment and letting what it started run. */
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        for (let i = 0; i < 5; i++) await settle();
      }
      now = target;
      await settle();
    },
    pendingTimers: () => timers.size,
  };
  return clock;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  at: number;
}

/**
 * A fetch answering from a script: each call takes the next answer (a Response, 'network' for a
 * network failure, or 'hang' for a request that never answers until aborted).
 */
export function scriptedFetch(clock: Clock, answers: (Response | 'network' | 'hang' | (() => Promise<Response>))[]) {
  const calls: RecordedCall[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: JSON.parse(init.body as string),
      at: clock.now(),
    });
    const answer = answers.shift() ?? new Response('{}', { status: 201 });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (typeof answer === 'function') return answer();
    return answer;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** navigator.locks' exclusive request, enough for tests: one holder per name, others wait in turn. */
export function memoryLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, callback: () => Promise<unknown>) {
      const previous = tails.get(name) ?? Promise.resolve();
      const turn = previous.then(callback);
      tails.set(
        name,
        turn.catch(() => {}),
      );
      return turn;
    },
  };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A submission queue over the stand-ins (keys `q` and `q:failed`, no jitter, ids unique per call so two
 * pages sharing one storage never mint the same id), answering from `fetch`.
 */
export function testQueue(options: {
  storage: ReturnType<typeof memoryStorage>;
  locks: ReturnType<typeof memoryLockManager>;
  clock: ReturnType<typeof manualClock>;
  fetch: typeof globalThis.fetch;
  network: { online: boolean };
}) {
  const { storage, locks, clock, fetch, network } = options;
  let ids = 0;
  const prefix = Math.random().toString(36).slice(2, 6);
  return createSubmissionQueue({
    storage,
    fetch,
    clock,
    sendLock: webLock(locks, 'send'),
    writeLock: webLock(locks, 'write'),
    isOnline: () => network.online,
    newId: () => `${prefix}-${++ids}`,
    queueKey: 'q',
    failedKey: 'q:failed',
    random: () => 0,
  });
}
