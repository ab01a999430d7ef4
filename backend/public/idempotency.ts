import type { EntityManager } from '@mikro-orm/postgresql';
import { IdempotencyRecord } from '../db/entities/index.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { writeInOneStatement, type WriteStep } from './oneStatement.ts';
import { TEXTS } from './texts.ts';

/** Answers are kept at least this long; a retry arriving later is a new submission. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Answer {
  status: number;
  body: unknown;
}

/** 1 to 200 printable ASCII characters (a UUID is the usual choice). */
const KEY = /^[\x20-\x7e]{1,200}$/;

/** The Idempotency-Key header: null when absent, a 400 when present but unusable. */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw) || raw.trim() === '') {
    throw new AppError('invalid', TEXTS.badIdempotencyKey, [{ path: 'Idempotency-Key', message: TEXTS.badIdempotencyKey }]);
  }
  return raw;
}

/**
 * The request's Idempotency-Key within `scope` (a route, or any kind of task of its own): one key sent
 * to two scopes names two different requests. Null without a key, a 400 for an unusable one.
 */
export function scopedIdempotencyKey(scope: string, headers: Record<string, string | string[] | undefined>): string | null {
  const key = readIdempotencyKey(headers);
  return key === null ? null : `${scope}:${key}`;
}

/**
 * The answer stored under `scopedKey`, if any. Like answerOnce, a plain statement: `em` may be the
 * global EntityManager, so a public request needs no unit of work of its own.
 */
export async function findAnswer(em: EntityManager, scopedKey: string): Promise<Answer | null> {
  const [row] = await queryRows<Answer>(em, 'select status, body from idempotency_keys where key = ?', [scopedKey]);
  return row ? { status: row.status, body: row.body } : null;
}

const isDuplicateKey = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === 'idempotency_keys_pkey' || /idempotency_keys/.test(e.message ?? ''));
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The step that records `answer` under `scopedKey`, stored by the same statement as the submission. */
export function answerStep(scopedKey: string, answer: Answer, now: Date): WriteStep {
  return {
    name: 'answer',
    sql: 'insert into idempotency_keys (key, status, body, created_at) values (?, ?, ?::jsonb, ?::timestamptz)',
    params: [scopedKey, answer.status, JSON.stringify(answer.body), now],
  };
}

/**
 * Stores `steps` in one statement and, when the request carries a key, records `answer` in that same
 * statement. Two simultaneous requests with one key cannot both be stored (the key is the primary
 * key): the loser's statement stores nothing at all and it answers with the winner's answer.
 */
export async function answerOnce(
  em: EntityManager,
  scopedKey: string | null,
  now: Date,
  answer: Answer,
  steps: WriteStep[],
): Promise<Answer> {
  try {
    await writeInOneStatement(em, scopedKey ? [...steps, answerStep(scopedKey, answer, now)] : steps);
    return answer;
  } catch (error) {
    if (!scopedKey || !isDuplicateKey(error)) throw error;
    // The winner has committed (that is what made our insert fail); read its answer.
    for (let attempt = 0; attempt < 5; attempt++) {
      const previous = await findAnswer(em, scopedKey);
      if (previous) return previous;
      await pause(50 * (attempt + 1));
    }
    throw new AppError('conflict', TEXTS.busyIdempotencyKey);
  }
}

/** Forgets answers older than IDEMPOTENCY_TTL_MS; returns how many. */
export async function purgeIdempotencyKeys(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(IdempotencyRecord, { createdAt: { $lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } });
}
