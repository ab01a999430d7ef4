import type { CaseData } from './caseChanges.ts';

/** The applicant as the case names them (passport name), else the name on the request. */
export function applicantOf(data: CaseData, fallback: string): string {
  const identity = data.identity as Record<string, unknown> | undefined;
  const fullName = typeof identity === 'object' && identity !== null ? identity.fullName : undefined;
  return typeof fullName === 'string' && fullName.trim() && fullName.trim().toUpperCase() !== 'NA' ? fullName.trim() : fallback;
}
