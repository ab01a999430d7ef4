import type { EntityManager } from '@mikro-orm/postgresql';
import { mergeInterviews } from '../../engine/interview/mergeInterviews.ts';
import { INTERVIEW_STEP_KEYS } from '../../engine/interview/types.ts';
import type { InterviewDetail } from '../../schemas/generated/interviewDetail.ts';
import { Interview, InterviewResult } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { interviewItem, interviewResultItem } from './interviewItem.ts';
import { duplicateKey } from './lockInterview.ts';
import { stepAnswers, stepColumn } from './stepColumns.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

type Item = ReturnType<typeof interviewItem>;

/**
 * Every interview, newest first, with in-progress duplicates shown as the one interview they merge into.
 * A GET changes nothing: stored duplicates are merged at start-up, those that appear later at the next
 * change to one of them (docs/decisions/0107-interview-duplicates-and-results-in-the-database.md).
 */
export async function listInterviews(em: EntityManager): Promise<Item[]> {
  const rows = await em.find(Interview, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  const groups = new Map<string, Interview[]>();
  const items: (Item | string)[] = [];
  for (const row of rows) {
    if (row.status !== 'in_progress') {
      items.push(interviewItem(row));
      continue;
    }
    const key = duplicateKey(row.clientName, row.consultation?.id);
    if (!groups.has(key)) {
      groups.set(key, []);
      items.push(key);
    }
    groups.get(key)!.push(row);
  }
  const merged = new Map<string, Item>();
  for (const [key, group] of groups) {
    if (group.length === 1) {
      merged.set(key, interviewItem(group[0]));
      continue;
    }
    const view = mergeInterviews(
      group.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        currentStep: row.currentStep,
        steps: stepAnswers(row),
        notes: row.consultantNotes,
      })),
    );
    const keep = group.find((row) => row.id === view.keepId)!;
    const steps = Object.fromEntries(INTERVIEW_STEP_KEYS.map((stepKey) => [stepColumn(stepKey), view.steps[stepKey] ?? null]));
    merged.set(key, {
      ...interviewItem(keep),
      ...steps,
      consultantNotes: view.notes as Record<string, string>,
      currentStep: view.currentStep,
      createdAt: view.createdAt.toISOString(),
    });
  }
  const list = items.map((item) => (typeof item === 'string' ? merged.get(item)! : item));
  return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** One interview with its results, newest first. */
export async function getInterview(em: EntityManager, id: string): Promise<InterviewDetail> {
  const interview = await em.findOne(Interview, id);
  if (!interview) throw new AppError('not_found', INTERVIEW_TEXTS.notFound);
  const results = await em.find(InterviewResult, { interview }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return { ...interviewItem(interview), results: results.map(interviewResultItem) };
}
