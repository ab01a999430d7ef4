import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mergeInterviews } from '../../engine/interview/mergeInterviews.ts';
import { INTERVIEW_STEP_KEYS } from '../../engine/interview/types.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { Interview } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { stepAnswers, stepColumn } from './stepColumns.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/*
 * Lock order, the same in every transaction that changes interviews
 * (docs/decisions/0107-interview-duplicates-and-results-in-the-database.md): first the advisory lock
 * of the (client name, consultation) pair, then the rows of that pair only. Taking them the other way
 * round lets a creation and a change of a duplicate deadlock.
 */

/** Duplicates are the interviews in progress with the same client name (trimmed, any case) and consultation. */
export const duplicateKey = (clientName: string, consultationId: string | null | undefined) =>
  `${consultationId ?? '-'}|${clientName.trim().toLocaleLowerCase('es')}`;

/**
 * Serialises every change to one (client name, consultation) pair for the rest of the transaction,
 * so two creations racing cannot both find no interview and both create one. Taken before any row lock.
 */
export async function lockDuplicateKey(tx: EntityManager, key: string): Promise<void> {
  await runSql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`interview:${key}`]);
}

/**
 * The interviews in progress of one pair, locked, oldest first. The pair's advisory lock must be held.
 * Only that pair's rows are locked: locking every interview of the consultation (or every unlinked one)
 * would make changes to two different clients wait on, and deadlock with, each other.
 */
async function lockDuplicateGroup(tx: EntityManager, consultationId: string | null, key: string): Promise<Interview[]> {
  const candidates = await queryRows<{ id: string; client_name: string }>(
    tx,
    consultationId
      ? "select id, client_name from interviews where status = 'in_progress' and consultation_id = ?"
      : "select id, client_name from interviews where status = 'in_progress' and consultation_id is null",
    consultationId ? [consultationId] : [],
  );
  const ids = candidates.filter((row) => duplicateKey(row.client_name, consultationId) === key).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await tx.find(
    Interview,
    { id: { $in: ids } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return rows.filter((row) => row.status === 'in_progress' && duplicateKey(row.clientName, row.consultation?.id) === key);
}

/**
 * Folds the interviews in progress of one pair into the one changed last (engine/interview/mergeInterviews.ts)
 * and deletes the others, moving their earlier results and evaluations to it. Returns the interview
 * that stays, or null when none is in progress. The pair's advisory lock must be held.
 */
export async function mergeDuplicateGroup(tx: EntityManager, consultationId: string | null, key: string): Promise<Interview | null> {
  const group = await lockDuplicateGroup(tx, consultationId, key);
  if (group.length < 2) return group[0] ?? null;
  const merged = mergeInterviews(
    group.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      currentStep: row.currentStep,
      steps: stepAnswers(row),
      notes: row.consultantNotes,
      notesAt: row.consultantNotesAt,
    })),
  );
  const keep = group.find((row) => row.id === merged.keepId)!;
  for (const stepKey of INTERVIEW_STEP_KEYS) keep[stepColumn(stepKey)] = merged.steps[stepKey] ?? null;
  keep.consultantNotes = merged.notes as Record<string, string>;
  keep.consultantNotesAt = merged.notesAt as Record<string, string>;
  keep.currentStep = merged.currentStep;
  keep.createdAt = merged.createdAt;
  await runSql(tx, 'update interview_results set interview_id = ? where interview_id = any(?::uuid[])', [keep.id, merged.removeIds]);
  await runSql(tx, 'update evaluations set interview_id = ? where interview_id = any(?::uuid[])', [keep.id, merged.removeIds]);
  for (const row of group) if (row !== keep) tx.remove(row);
  await tx.flush();
  return keep;
}

interface Glimpse {
  key: string;
  consultationId: string | null;
  status: string;
  /** As PostgreSQL writes it, to the microsecond: compared in SQL, never as a JavaScript date. */
  createdAt: string;
}

/** What the lock of an interview needs to know first, read without locking anything; null when it is gone. */
async function glimpseInterview(tx: EntityManager, id: string): Promise<Glimpse | null> {
  const [row] = await queryRows<{ client_name: string; consultation_id: string | null; status: string; created_at: string }>(
    tx,
    'select client_name, consultation_id, status, created_at::text from interviews where id = ?',
    [id],
  );
  if (!row) return null;
  return {
    key: duplicateKey(row.client_name, row.consultation_id),
    consultationId: row.consultation_id,
    status: row.status,
    createdAt: row.created_at,
  };
}

/**
 * The interview an in-progress one was merged into while this transaction waited for the pair's lock:
 * the pair's survivor, which keeps the earliest creation date of those merged, so one created later
 * (after the interview was deleted) is not taken for it. Otherwise the interview is gone: 404.
 */
async function survivorOf(tx: EntityManager, gone: Glimpse): Promise<Interview> {
  const survivor = gone.status === 'in_progress' ? await mergeDuplicateGroup(tx, gone.consultationId, gone.key) : null;
  const older =
    survivor &&
    (await queryRows(tx, 'select 1 from interviews where id = ? and created_at <= ?::timestamptz', [survivor.id, gone.createdAt]));
  if (!survivor || !older?.length) throw new AppError('not_found', INTERVIEW_TEXTS.notFound);
  return survivor;
}

/** An interview locked for the transaction, and whether the advisory lock held is its pair's. */
export interface LockedInterview {
  interview: Interview;
  /** False only when its consultation was deleted between the glimpse and the row lock (its pair changed). */
  pairLocked: boolean;
}

/**
 * The interview `id`, locked for the transaction and with its duplicates merged in; 404 when missing.
 * Its pair's advisory lock is taken before its row (see the lock order above), so the row is first
 * read without a lock to learn the pair. When it was merged into another meanwhile, that one is answered.
 */
export async function lockInterview(tx: EntityManager, id: string): Promise<Interview> {
  return (await lockInterviewAndPair(tx, id)).interview;
}

/** lockInterview, saying too whether the pair's lock is held, for a change that must see the whole pair (a reopening). */
export async function lockInterviewAndPair(tx: EntityManager, id: string): Promise<LockedInterview> {
  const glimpse = await glimpseInterview(tx, id);
  if (!glimpse) throw new AppError('not_found', INTERVIEW_TEXTS.notFound);
  await lockDuplicateKey(tx, glimpse.key);
  const interview = await tx.findOne(Interview, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!interview) return { interview: await survivorOf(tx, glimpse), pairLocked: true };
  const key = duplicateKey(interview.clientName, interview.consultation?.id);
  // Its consultation was deleted between the glimpse and the lock, so its pair changed: that pair's lock is
  // not held and taking it now, after a row lock, could deadlock. It is changed alone; the merge waits.
  if (key !== glimpse.key) return { interview, pairLocked: false };
  if (interview.status !== 'in_progress') return { interview, pairLocked: true };
  return { interview: (await mergeDuplicateGroup(tx, interview.consultation?.id ?? null, key)) ?? interview, pairLocked: true };
}

/**
 * The interviews in progress of a completed interview's pair (same client name and consultation), locked.
 * The pair's advisory lock must be held, so none can start or be reopened until the transaction ends.
 */
export async function lockInProgressBeside(tx: EntityManager, completed: Interview): Promise<Interview[]> {
  const consultationId = completed.consultation?.id ?? null;
  const group = await lockDuplicateGroup(tx, consultationId, duplicateKey(completed.clientName, consultationId));
  return group.filter((row) => row.id !== completed.id);
}
