/**
 * The Idempotency-Key header (IETF httpapi draft "The Idempotency-Key HTTP Header Field"; how this
 * implementation follows it: docs/decisions/0134-idempotency-key-after-the-ietf-draft.md), one
 * implementation for every route that honours it: the public forms, POST /api/admin/tasks and PATCH
 * /api/interviews/:id.
 *
 * A request with a key first claims it (a row of idempotency_keys with no answer yet, holding the
 * fingerprint of its body). The claimant does the work and stores its answer in the same statement as
 * its data (answerOnce), so the data and the answer are stored together or not at all. Meanwhile a
 * repeat finds the claim: with another body it gets 422, with the same body it waits a moment for the
 * answer and replays it, or gets 409 while the first is still being processed. A refused or failed
 * request gives its claim back, so the corrected request can use the same key.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalJson } from '../../engine/json/canonicalJson.ts';
import { IdempotencyRecord } from '../db/entities/index.ts';
import { queryRows, runSql } from '../db/sql.ts';
import type { WriteStep } from '../submissions/oneStatement.ts';
import { writeInOneStatement } from '../submissions/oneStatement.ts';
import { AppError } from './AppError.ts';
import { HTTP_TEXTS } from './texts.ts';

/** Answers are kept at least this long; a retry arriving later is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer after this long belongs to a request that died (a restart): the next repeat takes it over. */
export const CLAIM_LEASE_MS = 60 * 1000;
/** How long a repeat waits for the first request's answer before answering 409. */
export const CLAIM_WAIT_MS = [50, 100, 150, 200, 250];

export interface Answer {
  status: number;
  body: unknown;
}

/** A request's key within its scope, with the fingerprint of its body. */
export interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

/** 1 to 200 printable ASCII characters (a UUID is the usual choice). */
const KEY = /^[\x20-\x7e]{1,200}$/;

/**
 * The Idempotency-Key header: null when absent, a 400 when present but unusable. The draft writes the
 * key as a structured-field string (`"8e03…"`): the quotes are taken off, so `"abc"` and `abc` are one key.
 */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = typeof raw === 'string' && /^"[^"\\]+"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (typeof key !== 'string' || !KEY.test(key) || key.trim() === '') {
    throw new AppError('invalid', HTTP_TEXTS.badIdempotencyKey, [{ path: 'Idempotency-Key', message: HTTP_TEXTS.badIdempotencyKey }]);
  }
  return key;
}

/**
 * The request's Idempotency-Key within `scope` (a route; a route and a user for staff): one key sent
 * to two scopes names two different requests. Null without a key, a 400 for an unusable one.
 */
export function scopedIdempotencyKey(scope: string, headers: Record<string, string | string[] | undefined>): string | null {
  const key = readIdempotencyKey(headers);
  return key === null ? null : `${scope}:${key}`;
}

/** sha256 of the canonical JSON of a request body: the same content in any key order, the same fingerprint. */
export function bodyFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');
}

/** The request's scoped key and body fingerprint, or null when it carries no key (a 400 for an unusable one). */
export function idempotentRequest(
  scope: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): IdempotentRequest | null {
  const key = scopedIdempotencyKey(scope, headers);
  return key === null ? null : { key, fingerprint: bodyFingerprint(body) };
}

interface KeyRow {
  status: number | null;
  body: unknown;
  fingerprint: string | null;
  created_at: Date | string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readKey(em: EntityManager, key: string): Promise<KeyRow | null> {
  const [row] = await queryRows<KeyRow>(em, 'select status, body, fingerprint, created_at from idempotency_keys where key = ?', [key]);
  return row ?? null;
}

/** True when this request now holds the key: nobody had claimed it. */
async function claim(em: EntityManager, request: IdempotentRequest, now: Date): Promise<boolean> {
  const { rowCount } = await runSql(
    em,
    'insert into idempotency_keys (key, fingerprint, status, body, created_at) values (?, ?, null, null, ?::timestamptz) on conflict (key) do nothing',
    [request.key, request.fingerprint, now],
  );
  return rowCount === 1;
}

/** True when this request took over a claim abandoned longer than CLAIM_LEASE_MS (its request died). */
async function takeOver(em: EntityManager, request: IdempotentRequest, now: Date): Promise<boolean> {
  const { rowCount } = await runSql(
    em,
    'update idempotency_keys set fingerprint = ?, created_at = ?::timestamptz where key = ? and status is null and created_at < ?::timestamptz',
    [request.fingerprint, now, request.key, new Date(now.getTime() - CLAIM_LEASE_MS)],
  );
  return rowCount === 1;
}

/** Gives a claim back (its request was refused or failed); a stored answer is never removed. */
async function release(em: EntityManager, key: string): Promise<void> {
  await runSql(em, 'delete from idempotency_keys where key = ? and status is null', [key]);
}

/** A stored body of another request is 422; the draft's "key reused with a different payload". */
function refuseOtherBody(row: KeyRow, request: IdempotentRequest): void {
  // Rows stored before fingerprints were kept have none: their answer is replayed as before.
  if (row.fingerprint !== null && row.fingerprint !== request.fingerprint)
    throw new AppError('unprocessable', HTTP_TEXTS.reusedIdempotencyKey);
}

type Repeat = { kind: 'answer'; answer: Answer } | { kind: 'free' } | { kind: 'claimed' };

/**
 * What became of a repeat of `request` whose key is taken: the stored answer (same body), 422 (another
 * body), or, while the first is being processed, its answer if it comes within CLAIM_WAIT_MS, else 409.
 * 'free' when the first gave the key back (the caller claims again), 'claimed' when this request took
 * over a claim abandoned longer than CLAIM_LEASE_MS.
 */
async function answerRepeat(em: EntityManager, request: IdempotentRequest, now: Date): Promise<Repeat> {
  for (const wait of [0, ...CLAIM_WAIT_MS]) {
    if (wait) await pause(wait);
    const row = await readKey(em, request.key);
    if (!row) return { kind: 'free' };
    refuseOtherBody(row, request);
    if (row.status !== null) return { kind: 'answer', answer: { status: row.status, body: row.body } };
    const abandoned = new Date(row.created_at).getTime() < now.getTime() - CLAIM_LEASE_MS;
    if (abandoned && (await takeOver(em, request, now))) return { kind: 'claimed' };
  }
  throw new AppError('conflict', HTTP_TEXTS.busyIdempotencyKey);
}

/** A request that holds its key (respondOnce claimed it): its answer fills the claim in. */
export type ClaimedRequest = IdempotentRequest & { claimed: true };

/** What a handler did: its answer, and whether that answer was stored with its data (answerOnce). */
export interface Handled<T = unknown> {
  answer: Answer;
  /** False for an answer that stored nothing (the honeypot's decoy): the claim is given back. */
  stored: boolean;
  result?: T;
}

/**
 * Runs `handle` at most once per key: without a key it simply runs; with one, a repeat gets the first
 * answer (same status and body) and nothing is stored twice. `handle` is given the claimed request and
 * must store its answer with its data through answerOnce. Whatever `handle` throws (a 400, a 429, a
 * failure) gives the claim back and is thrown on: the corrected request may use the same key.
 */
export async function respondOnce<T>(
  em: EntityManager,
  request: IdempotentRequest | null,
  now: Date,
  handle: (claimed: ClaimedRequest | null) => Promise<Handled<T>>,
): Promise<{ answer: Answer; replayed: boolean; result?: T }> {
  if (!request) {
    const { answer, result } = await handle(null);
    return { answer, replayed: false, result };
  }
  // A key given back between our claim and our look is free again: claim once more (a few times at most).
  for (let attempt = 0; !(await claim(em, request, now)); attempt++) {
    const repeat = await answerRepeat(em, request, now);
    if (repeat.kind === 'claimed') break;
    if (repeat.kind === 'answer') return { answer: repeat.answer, replayed: true };
    if (attempt === 3) throw new AppError('conflict', HTTP_TEXTS.busyIdempotencyKey);
  }
  let handled: Handled<T>;
  try {
    handled = await handle({ ...request, claimed: true });
  } catch (error) {
    // The request's own failure is what its sender needs to hear; a claim that could not be given back
    // (the database is down) is taken over once CLAIM_LEASE_MS has passed.
    await release(em, request.key).catch(() => {});
    throw error;
  }
  if (!handled.stored) await release(em, request.key);
  return { answer: handled.answer, replayed: false, result: handled.result };
}

/**
 * The step that records `answer` under the request's key, run by the same statement as the data. A
 * claimed key gets its answer filled in. An unclaimed one (a use case called on its own) is inserted:
 * the key is the primary key, so of two statements racing on one key the loser stores nothing at all.
 */
export function answerStep(request: IdempotentRequest | ClaimedRequest, answer: Answer, now: Date): WriteStep {
  if ('claimed' in request && request.claimed) {
    return {
      name: 'answer',
      sql: 'update idempotency_keys set status = ?, body = ?::jsonb where key = ? and status is null',
      params: [answer.status, JSON.stringify(answer.body), request.key],
    };
  }
  return {
    name: 'answer',
    sql: 'insert into idempotency_keys (key, fingerprint, status, body, created_at) values (?, ?, ?, ?::jsonb, ?::timestamptz)',
    params: [request.key, request.fingerprint, answer.status, JSON.stringify(answer.body), now],
  };
}

/**
 * Fills the claim of `request` with `answer` inside the caller's transaction `tx`: for a use case whose
 * change is a transaction (rows locked and read before they are changed) rather than one statement,
 * the change and the answer are then committed together or not at all.
 */
export async function answerInTransaction(tx: EntityManager, request: ClaimedRequest, now: Date, answer: Answer): Promise<void> {
  const step = answerStep(request, answer, now);
  await runSql(tx, step.sql, step.params);
}

const isDuplicateKey = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === 'idempotency_keys_pkey' || /idempotency_keys/.test(e.message ?? ''));
};

/**
 * Stores `steps` in one statement and, when the request carries a key, records `answer` in that same
 * statement: the data and the answer are stored together or not at all. A loser of a race on an
 * unclaimed key stored nothing and answers with the winner's answer.
 */
export async function answerOnce(
  em: EntityManager,
  request: IdempotentRequest | ClaimedRequest | null,
  now: Date,
  answer: Answer,
  steps: WriteStep[],
): Promise<Answer> {
  try {
    await writeInOneStatement(em, request ? [...steps, answerStep(request, answer, now)] : steps);
    return answer;
  } catch (error) {
    if (!request || !isDuplicateKey(error)) throw error;
    // The winner has committed (that is what made our insert fail); read its answer.
    for (const wait of [0, ...CLAIM_WAIT_MS]) {
      if (wait) await pause(wait);
      const row = await readKey(em, request.key);
      if (row?.status != null) return { status: row.status, body: row.body };
    }
    throw new AppError('conflict', HTTP_TEXTS.busyIdempotencyKey);
  }
}

/** Forgets answers (and abandoned claims) older than IDEMPOTENCY_TTL_MS; returns how many. */
export async function purgeIdempotencyKeys(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(IdempotencyRecord, { createdAt: { $lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } });
}
