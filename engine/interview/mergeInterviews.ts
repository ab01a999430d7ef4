import { INTERVIEW_STEP_KEYS, type InterviewStepKey } from './types.ts';

export interface MergeableInterview {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  currentStep: number;
  steps: Partial<Record<InterviewStepKey, Record<string, unknown> | null | undefined>>;
  notes: Partial<Record<string, string>> | null | undefined;
  /** When each note was typed, where known. */
  notesAt?: Partial<Record<string, string>> | null;
}

export interface MergedInterview {
  /** The row that stays: the one changed most recently (the one a dialog most likely has open). */
  keepId: string;
  removeIds: string[];
  createdAt: Date;
  currentStep: number;
  steps: Partial<Record<InterviewStepKey, Record<string, unknown>>>;
  notes: Partial<Record<InterviewStepKey, string>>;
  /** Per step, the latest time any merged note of it was typed: the merged note holds that note too. */
  notesAt: Partial<Record<InterviewStepKey, string>>;
}

/**
 * One interview from duplicates in progress for the same client and consultation, losing nothing:
 * per step, every field answered in any copy, the most recently changed copy winning where they
 * differ; per step, every distinct note, oldest first, and the latest of their times; the furthest
 * step reached; the first creation date.
 */
export function mergeInterviews(rows: MergeableInterview[]): MergedInterview {
  const ordered = [...rows].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id.localeCompare(b.id));
  const steps: MergedInterview['steps'] = {};
  const notes: MergedInterview['notes'] = {};
  const notesAt: MergedInterview['notesAt'] = {};
  for (const row of ordered) {
    for (const key of INTERVIEW_STEP_KEYS) {
      const data = row.steps[key];
      if (data && typeof data === 'object') steps[key] = { ...steps[key], ...data };
      const note = row.notes?.[key];
      if (typeof note !== 'string' || !note.trim()) continue;
      const at = row.notesAt?.[key];
      const earlierAt = notesAt[key];
      if (typeof at === 'string' && (earlierAt === undefined || Date.parse(at) > Date.parse(earlierAt))) notesAt[key] = at;
      const earlier = notes[key];
      if (!earlier) notes[key] = note;
      else if (!earlier.split('\n\n').includes(note)) notes[key] = `${earlier}\n\n${note}`;
    }
  }
  const keep = ordered[ordered.length - 1];
  return {
    keepId: keep.id,
    removeIds: ordered.slice(0, -1).map((row) => row.id),
    createdAt: new Date(Math.min(...ordered.map((row) => row.createdAt.getTime()))),
    currentStep: Math.max(...ordered.map((row) => row.currentStep)),
    steps,
    notes,
    notesAt,
  };
}
