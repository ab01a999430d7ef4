import { AppError } from '../http/AppError.ts';
import { UUID } from '../http/context.ts';

/** A path id that is not a uuid cannot name a record: answer the record's own 404, not a database error. */
export function pathId(value: string | undefined, notFoundMessage: string): string {
  if (!value || !UUID.test(value)) throw new AppError('not_found', notFoundMessage);
  return value.toLowerCase();
}
