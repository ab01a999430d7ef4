import { useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkCase } from '../../engine/rjsf/checkCase.ts';
import { useToast } from '../toast/toastContext.ts';
import { caseQueryKeys, saveCaseDetails } from './caseApi.ts';
import type { CaseFormAction, CaseFormState } from './caseFormState.ts';
import { saveFailureOf } from './saveFailure.ts';
import { CASE_TEXTS } from './texts.ts';

export interface CaseSaveOptions {
  consultationId: string;
  dispatch: Dispatch<CaseFormAction>;
  /** Forgets the draft of this tab once the server holds the case. */
  discardDraft: () => void;
  /** Tells the consultant the save failed. */
  onFailed: () => void;
}

/**
 * Saving the case as a new version. The browser checks it first and shows every error; a stale save
 * (409) opens the comparison with the version saved meanwhile; answers the server refuses (400) are
 * shown on their fields.
 */
export function useCaseSave({ consultationId, dispatch, discardDraft, onFailed }: CaseSaveOptions) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const refreshVersions = () => void queryClient.invalidateQueries({ queryKey: caseQueryKeys.versions(consultationId) });

  async function save(from: CaseFormState) {
    if (saving) return;
    if (checkCase(from.template, from.data).length) {
      dispatch({ type: 'showAllErrors' });
      onFailed();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCaseDetails({
        consultationId,
        formTemplate: from.formTemplate,
        templateVersion: from.templateVersion,
        currentStage: from.currentStage,
        documentsReviewStatus: from.documentsReviewStatus,
        data: from.data,
        version: from.base.version,
      });
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
      if (failure.kind === 'invalid') dispatch({ type: 'showAllErrors', extra: failure.errors });
      onFailed();
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
