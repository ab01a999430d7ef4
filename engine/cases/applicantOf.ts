/**
 * The applicant as the case names them (passport name), else the name on the request. The case dialog's
 * title and the template preview's list of saved cases name a case the same way.
 */
export function applicantOf(data: Record<string, unknown> | null | undefined, fallback: string): string {
  const identity = data?.identity as Record<string, unknown> | undefined;
  const fullName = typeof identity === 'object' && identity !== null ? identity.fullName : undefined;
  return typeof fullName === 'string' && fullName.trim() && fullName.trim().toUpperCase() !== 'NA' ? fullName.trim() : fallback;
}
