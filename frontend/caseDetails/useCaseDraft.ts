import { useCallback, useEffect } from 'react';
import { clearDraft, writeDraft } from './caseDraft.ts';
import { toDraft, type CaseFormState } from './caseFormState.ts';

/** How long typing must pause before the draft is written (docs/decisions/0038-saving-a-case.md).
 */ const DRAFT_DELAY_MS = 500;

/**
 * Keeps the case on screen in this browser tab while it differs from the saved one, so a reload loses
 * nothing; forgets it once the case is back to what is saved. Returns `discard`, to forget it at once
 * (after a save, or when the consultant throws the changes away).
 */
export function useCaseDraft(consultationId: string, state: CaseFormState, dirty: boolean): () => void {
  useEffect(() => {
    const timer = window.setTimeout(
      () => (dirty ? writeDraft(consultationId, toDraft(state)) : clearDraft(consultationId)),
      DRAFT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [dirty, state, consultationId]);
  return useCallback(() => clearDraft(consultationId), [consultationId]);
}
