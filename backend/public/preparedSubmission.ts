import type { WriteStep } from './oneStatement.ts';

/**
 * A public submission with everything computed up front (its id, the SQL), so storing it is a single
 * statement: its rows, marked as owing their e-mails, exist together or not at all.
 */
export interface PreparedSubmission {
  id: string;
  /** Every row the submission stores, as steps of one statement (see oneStatement). */
  steps: WriteStep[];
}
