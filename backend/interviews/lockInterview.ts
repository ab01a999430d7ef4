import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mergeInterviews } from '../../engine/interview/mergeInterviews.ts';
import { INTERVIEW_STEP_KEYS } from '../../engine/interview/types.ts';
import { runSql } from '../db/sql.ts';
import { Interview } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { stepAnswers, stepColumn } from './stepColumns.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/** Duplicates are the interviews in progress with the same client name (trimmed, any case) and consultation. */
export const duplicateKey = (clientName: string, consultationId: string | null | undefined) =>
  `${consultationId ?? '-'}|${clientName.trim().toLocaleLowerCase('es')}`;

/**
 * Serialises every change to one (client name, consultation) pair for the rest of the transaction,
 * so two creations racing cannot both find no interview and both create one.
 */
export async function lockDuplicateKey(tx: EntityManager, key: string): Promise<void> {
  await runSql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`interview:${key}`]);
}

/**
 * Folds every in-progress duplicate of `interview` into the one changed last (engine/interview/mergeInterviews.ts)
 * and deletes the others, moving their earlier results to it. Returns the interview that stays.
 */
export async function mergeDuplicates(tx: EntityManager, interview: Interview): Promise<Interview> {
  if (interview.status !== 'in_progress') return interview;
  const key = duplicateKey(interview.clientName, interview.consultation?.id);
  const group = (
    await tx.find(
      Interview,
      { status: 'in_progress', consultation: interview.consultation?.id ?? null },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { createdAt: 'asc' } },
    )
  ).filter((row) => duplicateKey(row.clientName, row.consultation?.id) === key);
  if (group.length < 2) return interview;
  const merged = mergeInterviews(
    group.map((row) => ({ id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt, currentStep: row.currentStep, steps: stepAnswers(row), notes: row.consultantNotes })),
  );
  const keep = group.find((row) => row.id === merged.keepId)!;
  for (const stepKey of INTERVIEW_STEP_KEYS) keep[stepColumn(stepKey)] = merged.steps[stepKey] ?? null;
  keep.consultantNotes = merged.notes as Record<string, string>;
  keep.currentStep = merged.currentStep;
  keep.createdAt = merged.createdAt;
  await runSql(tx, 'update interview_results set interview_id = ? where interview_id = any(?::uuid[])', [keep.id, merged.removeIds]);
  await runSql(tx, 'update evaluations set interview_id = ? where interview_id = any(?::uuid[])', [keep.id, merged.removeIds]);
  for (const row of group) if (row !== keep) tx.remove(row);
  await tx.flush();
  return keep;
}

/** The interview `id`, locked for the transaction and with its duplicates merged in; 404 when missing. */
export async function lockInterview(tx: EntityManager, id: string): Promise<Interview> {
  const interview = await tx.findOne(Interview, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!interview) throw new AppError('not_found', INTERVIEW_TEXTS.notFound);
  await lockDuplicateKey(tx, duplicateKey(interview.clientName, interview.consultation?.id));
  return mergeDuplicates(tx, interview);
}
