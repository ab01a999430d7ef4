import { AppError } from './AppError.ts';
import { UUID } from './context.ts';

/** A path id that is not a uuid cannot name a record: answer 404, not a database error. */
export function idParam(value: string | undefined, what = 'El registro'): string {
  if (!value || !UUID.test(value)) throw new AppError('not_found', `${what} no existe o fue eliminado`);
  return value.toLowerCase();
}
