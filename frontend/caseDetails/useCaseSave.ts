import { useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError } from '../../engine/validation/describeErrors.ts';
import { useToast } from '../toast/toastContext.ts';
import { caseQueryKeys, saveCaseDetails } from './caseApi.ts';
import { caseCheckFor } from './caseCheck.ts';
import type { CaseFormAction, CaseFormState } from './caseFormState.ts';
import { failedSaveReason, saveFailureOf } from './saveFailure.ts';
import { CASE_TEXTS } from './texts.ts';
import type { Refusal } from './wrongToName.ts';

export interface CaseSaveOptions {
  consultationId: string;
  dispatch: Dispatch<CaseFormAction>;
  /** Forgets the draft of this tab once the server holds the case. */
  discardDraft: () => void;
  /** Tells the consultant the save failed. */
  onFailed: () => void;
  /** Takes the consultant to the first wrong answer (its section is opened by `showAllErrors`). */
  onWrong: (errors: FieldError[]) => void;
}

/**
 * Saving the case as a new version. Missing answers never block it (a case is filled over weeks);
 * wrong answers do: the browser checks them first with the server's own validator, shows every one
 * and names them in the footer; a stale save (409) opens the comparison with the version saved
 * meanwhile; answers the server refuses (400) are shown the same way.
 */
export function useCaseSave({ consultationId, dispatch, discardDraft, onFailed, onWrong }: CaseSaveOptions) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [wrong, setWrong] = useState<Refusal>({ errors: [], data: {} });
  // Why the last save failed when no answer was to blame (the server or the network): shown in the footer.
  const [failure, setFailure] = useState<string | null>(null);
  const refreshVersions = () => void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });

  function refuse(errors: FieldError[], data: Record<string, unknown>) {
    setWrong({ errors, data });
    onWrong(errors);
    onFailed();
  }

  async function save(from: CaseFormState) {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      // If the check cannot load (a network hiccup), the server still checks the answers.
      const check = await caseCheckFor(from.template).catch(() => null);
      const errors = check ? check(from.data).wrong : [];
      if (errors.length) {
        dispatch({ type: 'showAllErrors', check });
        refuse(errors, from.data);
        return;
      }
      const saved = await saveCaseDetails({
        consultationId,
        formTemplate: from.formTemplate,
        templateVersion: from.templateVersion,
        currentStage: from.currentStage,
        documentsReviewStatus: from.documentsReviewStatus,
        data: from.data,
        version: from.base.version,
      });
      setWrong({ errors: [], data: {} });
      discardDraft();
      dispatch({ type: 'saved', record: saved });
      refreshVersions();
      toast.toast(CASE_TEXTS.saved);
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.kind === 'conflict') {
        dispatch({ type: 'conflict', current: failure.current });
        refreshVersions();
        return;
      }
      if (failure.kind === 'invalid' && failure.errors.length) {
        dispatch({ type: 'showAllErrors', check: await caseCheckFor(from.template).catch(() => null), extra: failure.errors });
        refuse(failure.errors, from.data);
        return;
      }
      setFailure(CASE_TEXTS.notSaved(failedSaveReason(error)));
      onFailed();
    } finally {
      setSaving(false);
    }
  }

  /**
   * The wrong answers that stopped the last save, with the answers sent (none once a save went through), and the footer's text
   * for a save that failed otherwise (null when the last one did not).
   */
  return { saving, save, wrong, failure };
}
