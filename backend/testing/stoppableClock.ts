/**
 * A server clock (`startTestServer(env, { now: clock.now })`) a test may stop. A session's last_seen_at
 * moves on when a request comes more than a minute after the one before (backend/auth/sessions.ts), and
 * a walk of every route on a busy machine can take longer than that: a walk that must change nothing
 * runs with the clock stopped.
 */
export interface StoppableClock {
  now: () => Date;
  /** From now on the clock shows this moment. */
  stop(): void;
  /** The clock shows the time again. */
  restart(): void;
}

export function stoppableClock(): StoppableClock {
  let stoppedAt: Date | null = null;
  return {
    now: () => stoppedAt ?? new Date(),
    stop: () => void (stoppedAt = new Date()),
    restart: () => void (stoppedAt = null),
  };
}
