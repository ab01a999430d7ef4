import { useState, type Dispatch } from 'react';
import type { CaseVersionSummary } from '../../schemas/generated/caseVersionList.ts';
import { useToast } from '../toast/toastContext.ts';
import { fetchCaseVersion } from './caseApi.ts';
import type { CaseFormAction } from './caseFormState.ts';
import { CASE_TEXTS } from './texts.ts';
import type { RunTask } from './useBusyTask.ts';
import { useCaseTemplateLoader } from './useCaseTemplateLoader.ts';

/**
 * 'Restaurar' on a saved version: loads it, with the template it was saved under, into the form; nothing
 * is saved until the consultant saves. `restoring` is the id of the version being loaded.
 */
export function useCaseRestore(dispatch: Dispatch<CaseFormAction>, run: RunTask) {
  const toast = useToast();
  const loadTemplate = useCaseTemplateLoader();
  const [restoring, setRestoring] = useState<string | null>(null);

  const restore = (version: CaseVersionSummary) => {
    setRestoring(version.id);
    void run(
      async () => {
        const saved = await fetchCaseVersion(version.id);
        const template = await loadTemplate(saved.template, saved.templateVersion);
        dispatch({ type: 'restore', template, data: saved.formData });
        toast.toast(CASE_TEXTS.versions.restored);
      },
      () => toast.toast({ ...CASE_TEXTS.versions.restoreError, variant: 'destructive' }),
    ).finally(() => setRestoring(null));
  };

  return { restoring, restore };
}
