import { startTransition, useEffect, useState } from 'react';
import { loadCaseCheck, type CaseCheck } from '../../engine/cases/validation/loadCaseCheck.ts';
import { whenIdleAfterFirstPaint } from '../components/useAfterFirstPaint.ts';
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
 * It is asked for the first moment the page is idle once the browser has painted the case and
 * `earliestMs` more have passed, at the latest `latestMs` after that paint: loading and first running the
 * validator come after the first field is on screen and after a key typed into it at once.
 */
export function useCaseCheck(template: CaseTemplate, earliestMs: number, latestMs: number): CaseCheck | null {
  const [loaded, setLoaded] = useState<{ template: CaseTemplate; check: CaseCheck } | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = whenIdleAfterFirstPaint(
      () =>
        caseCheckFor(template).then(
          // The first check runs the whole validator over the case: a transition, so a key typed meanwhile
          // is handled first and the readiness follows.
          (check) => current && startTransition(() => setLoaded({ template, check })),
          () => current && setLoaded(null),
        ),
      earliestMs,
      latestMs,
    );
    return () => {
      current = false;
      cancel();
    };
  }, [template, earliestMs, latestMs]);
  return loaded?.template === template ? loaded.check : null;
}
