import { startTransition, useEffect, useState } from 'react';
import { loadCaseCheck, type CaseCheck } from '../../engine/cases/validation/loadCaseCheck.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';

const loading = new Map<string, Promise<CaseCheck>>();

/**
 * The case check of a template version, loaded once per page: its precompiled validator (about 20 kB
 * gzip) arrives with the first case drawn with that version, never with the page.
 */
export function caseCheckFor(template: CaseTemplate): Promise<CaseCheck> {
  const key = `${template.key}@${template.version}`;
  let check = loading.get(key);
  if (!check) {
    check = loadCaseCheck(template).catch((error: unknown) => {
      loading.delete(key);
      throw error;
    });
    loading.set(key, check);
  }
  return check;
}

/**
 * The check of `template` once loaded; null meanwhile (and if it could not load: the server still checks).
 * Nothing is loaded until `wanted`: the dialog asks once its first fields are on screen, so loading and
 * first running the validator never stand between the consultant and the first field.
 */
export function useCaseCheck(template: CaseTemplate, wanted = true): CaseCheck | null {
  const [loaded, setLoaded] = useState<{ template: CaseTemplate; check: CaseCheck } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    caseCheckFor(template).then(
      // The first check runs the whole validator over the case: a transition, so a key typed meanwhile
      // is handled first and the readiness follows.
      (check) => current && startTransition(() => setLoaded({ template, check })),
      () => current && setLoaded(null),
    );
    return () => {
      current = false;
    };
  }, [template, wanted]);
  return loaded?.template === template ? loaded.check : null;
}
