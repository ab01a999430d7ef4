import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { purgeOldActivity } from '../activity/recordActivity.ts';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import { purgeExpiredChallenges } from '../auth/signInChallenges.ts';
import type { SessionLimits } from '../config.ts';
import { runSql } from '../db/sql.ts';
import { purgeCounters } from '../http/rateLimit.ts';
import type { Logger } from '../http/logger.ts';
import { purgeDeliveredMail } from '../mail/outbox.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import { purgeOrphanObjects } from '../storage/purgeOrphanObjects.ts';

/** How often the server clears out what has expired (docs/operations.md promises "every 10 minutes"). */
export const PERIODIC_JOBS_INTERVAL_MS = 10 * 60 * 1000;

export interface PeriodicJobsDeps {
  orm: MikroORM;
  storage: ObjectStorage;
  logger: Logger;
  now: () => Date;
  /** Days a delivered message stays in the outbox; 0 keeps them (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number;
  /** Days the activity record keeps its entries; 0 keeps them (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number;
  sessionLimits: SessionLimits;
}

type Job = (em: EntityManager, now: Date, deps: PeriodicJobsDeps) => Promise<number>;

/** Each clean-up under the name its failure is logged with. */
const JOBS = {
  'session purge': (em, now, deps) => purgeExpiredSessions(em, deps.sessionLimits, now),
  'sign-in challenge purge': (em, now) => purgeExpiredChallenges(em, now),
  'passkey challenge purge': async (em, now) => (await runSql(em, 'delete from webauthn_challenges where expires_at <= ?', [now])).rowCount,
  'activity purge': (em, now, deps) => purgeOldActivity(em, now, deps.activityRetentionDays),
  'idempotency purge': (em, now) => purgeIdempotencyKeys(em, now),
  'orphan upload purge': (em, now, deps) => purgeOrphanObjects(em, deps.storage, now),
  'rate-limit counter purge': (em, now) => purgeCounters(em, now),
  'mail purge': (em, now, deps) => purgeDeliveredMail(em, now, deps.mailRetentionDays),
} satisfies Record<string, Job>;

export type PeriodicJobName = keyof typeof JOBS;

/**
 * Runs every clean-up once, side by side, each on its own EntityManager. A failing job is logged
 * and counts as null; it never stops the others. Resolves with what each one removed.
 */
export async function runPeriodicJobs(deps: PeriodicJobsDeps): Promise<Record<PeriodicJobName, number | null>> {
  const now = deps.now();
  const entries = await Promise.all(
    Object.entries(JOBS).map(async ([name, job]: [string, Job]) => {
      try {
        return [name, await job(deps.orm.em.fork(), now, deps)] as const;
      } catch (error) {
        deps.logger.error({ msg: `${name} failed`, error: String(error) });
        return [name, null] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<PeriodicJobName, number | null>;
}

/**
 * Runs the clean-ups every `intervalMs` until `stop()`, which resolves once a run in progress is over
 * (the database is closed after it); the timer never keeps the process alive.
 */
export function startPeriodicJobs(deps: PeriodicJobsDeps, intervalMs = PERIODIC_JOBS_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= runPeriodicJobs(deps).finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
