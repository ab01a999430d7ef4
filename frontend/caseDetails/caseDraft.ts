import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { systemClock } from '../offline/clock.ts';
import { createDraftStore, type DraftStore } from '../offline/formDraft.ts';
import { CASE_DRAFT_PREFIX } from '../offline/storageKeys.ts';

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

/** The offline module's draft store over this tab's sessionStorage; null where the browser refuses it. */
function caseDrafts(): { store: DraftStore; storage: Storage } | null {
  try {
    const storage = window.sessionStorage;
    return { store: createDraftStore(storage, systemClock, CASE_DRAFT_PREFIX), storage };
  } catch {
    return null;
  }
}

const isCaseDraft = (value: unknown): value is CaseDraft =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as CaseDraft).data === 'object' &&
  typeof (value as CaseDraft).formTemplate === 'string';

export function readDraft(consultationId: string): CaseDraft | null {
  const drafts = caseDrafts();
  if (!drafts) return null;
  const draft = drafts.store.load<CaseDraft>(consultationId)?.data;
  if (isCaseDraft(draft)) return draft;
  // A draft written before drafts were kept as {data, timestamp, formId}: the bare draft itself.
  try {
    const bare = JSON.parse(drafts.storage.getItem(CASE_DRAFT_PREFIX + consultationId) ?? 'null') as unknown;
    return isCaseDraft(bare) ? bare : null;
  } catch {
    return null;
  }
}

export function writeDraft(consultationId: string, draft: CaseDraft): void {
  try {
    caseDrafts()?.store.save(consultationId, draft);
  } catch {
    // A full or disabled storage only loses the reload safety net; the dialog keeps working.
  }
}

export function clearDraft(consultationId: string): void {
  caseDrafts()?.store.clear(consultationId);
}

export const hasDraft = (consultationId: string) => readDraft(consultationId) !== null;
