/** A short case number people can read out (the same reference the request e-mails quote). */
export const caseReference = (consultationId: string) => consultationId.slice(0, 8).toUpperCase();
