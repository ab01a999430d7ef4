/**
 * The short reference a client and the staff quote for a consultation and its case: the first eight
 * characters of its id, uppercased ('3F2A9C1B'). E-mails, the case file and its PDF all print this one.
 */
export function caseReference(consultationId: string): string {
  return consultationId.slice(0, 8).toUpperCase();
}
