import os from 'node:os';
import type { Result } from 'autocannon';

/** One server's figures, added up over its rounds of autocannon. */
export interface Measured {
  name: string;
  seconds: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The worst round's. */
  p50: number;
  p99: number;
}

export const measured = (name: string): Measured => ({ name, seconds: 0, ok: 0, non2xx: 0, errors: 0, timeouts: 0, p50: 0, p99: 0 });

/** Adds one round's result to `into`. */
export function addRound(into: Measured, result: Result): void {
  into.seconds += result.duration;
  into.ok += result['2xx'];
  into.non2xx += result.non2xx;
  into.errors += result.errors;
  into.timeouts += result.timeouts;
  into.p50 = Math.max(into.p50, result.latency.p50);
  into.p99 = Math.max(into.p99, result.latency.p99);
}

export const perSecond = (m: Measured) => m.ok / m.seconds;

/** The printed line of one server: its name padded to `width`, then its figures, and `more` after them. */
export function line(m: Measured, width: number, ...more: string[]): string {
  return [
    m.name.padEnd(width),
    `${perSecond(m).toFixed(0).padStart(5)} req/s`,
    `p50 ${String(m.p50).padStart(4)} ms`,
    `p99 ${String(m.p99).padStart(4)} ms`,
    `2xx ${m.ok}`,
    `non-2xx ${m.non2xx}`,
    `errors ${m.errors} (timeouts ${m.timeouts})`,
    ...more,
  ].join(' | ');
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
