import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';

/** What the consultant has typed and not saved, kept in the browser tab until saved or discarded. */
export interface CaseDraft {
  formTemplate: string;
  templateVersion: number;
  currentStage: CaseDetailsRecord['currentStage'];
  documentsReviewStatus: CaseDetailsRecord['documentsReviewStatus'];
  /** By section key: an object of fields, or the one value of a section that holds one. */
  data: Record<string, unknown>;
  /** The saved version the edits started from: a save from the draft sends it, so a newer save is never overwritten unseen. */
  baseVersion: number;
}

const key = (consultationId: string) => `caso-borrador:${consultationId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(consultationId: string): CaseDraft | null {
  try {
    const raw = storage()?.getItem(key(consultationId));
    const draft = raw ? (JSON.parse(raw) as CaseDraft) : null;
    return draft && typeof draft.data === 'object' && typeof draft.formTemplate === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(consultationId: string, draft: CaseDraft): void {
  try {
    storage()?.setItem(key(consultationId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the reload safety net; the dialog keeps working.
  }
}

export function clearDraft(consultationId: string): void {
  storage()?.removeItem(key(consultationId));
}

export const hasDraft = (consultationId: string) => readDraft(consultationId) !== null;
