import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A public submission with everything computed up front (its id, the e-mails), leaving only the
 * writes for the transaction: the shorter a transaction, the less it holds others up (the embedded
 * database runs one transaction at a time).
 */
export interface PreparedSubmission {
  id: string;
  /** Every row the submission stores, written with the transaction's EntityManager only. */
  write(tx: EntityManager): Promise<void>;
}
