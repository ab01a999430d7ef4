import type { Middleware } from 'koa';
import { AppError } from './AppError.ts';
import { UUID } from './context.ts';
import { HTTP_TEXTS } from './texts.ts';

/**
 * A path id that is not a uuid cannot name a record: answer the record's own 404 (`notFoundMessage`,
 * the same text as when a well-formed id names nothing), not a database error.
 */
export function idParam(value: string | undefined, notFoundMessage: string): string {
  if (!value || !UUID.test(value)) throw new AppError('not_found', notFoundMessage);
  return value.toLowerCase();
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Run by both routers once a route matched, before its handler. The router decodes path parameters
 * itself and hands a malformed one (`%E0%A4%A`, `%C0%AF`, `%FF`) over undecoded, and a decoded NUL
 * would reach the database, which refuses it with an error. A route's fixed parts are plain ASCII, so
 * whatever is wrong in the path it matched is in a parameter.
 */
export const wellFormedPath: Middleware = (ctx, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(ctx.path);
  } catch {
    throw new AppError('invalid', HTTP_TEXTS.malformedPath);
  }
  // No record, country, template or file is named with a control character.
  if (CONTROL_CHARACTER.test(decoded)) throw new AppError('not_found', HTTP_TEXTS.unknownRoute);
  return next();
};
