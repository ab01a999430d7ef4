import type { CaseData } from './caseChanges.ts';

/** The applicant as the case names them (passport name), else the name on the request. */
export function applicantOf(data: CaseData, fallback: string): string {
  const fullName = data.identity?.fullName;
  return typeof fullName === 'string' && fullName.trim() && fullName.trim().toUpperCase() !== 'NA' ? fullName.trim() : fallback;
}
