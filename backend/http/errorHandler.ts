import type { Middleware } from 'koa';
import { isDatabaseDown } from '../db/isDatabaseDown.ts';
import { AppError } from './AppError.ts';
import type { AppState } from './context.ts';
import type { Logger } from './logger.ts';
import { HTTP_TEXTS } from './texts.ts';
import { TooManyRequests } from './rateLimit.ts';

/** Seconds a client is asked to wait when the database is unreachable (docs/decisions/0050-database-outage.md). */
export const DB_DOWN_RETRY_AFTER_S = 10;

/** Errors thrown by Koa itself or its body parser carry a status; give them Spanish words. */
function fromHttpError(error: { status?: number; type?: string }): AppError | null {
  switch (error.status) {
    case 400:
      return new AppError('invalid', HTTP_TEXTS.notJson);
    case 413:
      return new AppError('too_large', HTTP_TEXTS.tooLarge);
    case 415:
      return new AppError('unsupported_type', HTTP_TEXTS.jsonOnly);
    default:
      return null;
  }
}

/**
 * At most this many field details in one answer: a form has far fewer fields, and a body of 95,000
 * unknown keys must not be answered with 5 MB of them.
 */
export const MAX_DETAILS = 100;

/**
 * Maps every failure to `{error, details}` with the right status; never leaks a stack trace. A 500 names
 * the request's id in its message and as `requestId`, so what a person quotes finds its log lines.
 * Lines go to the request's own logger (with its id), `logger` only when there is none.
 */
export function errorHandler(fallback: Logger): Middleware<Partial<AppState>> {
  return async (ctx, next) => {
    const logger = ctx.state.log ?? fallback;
    try {
      await next();
      // Nothing answered (no route matched, whatever the path looks like): the JSON 404 of the API.
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError('not_found', HTTP_TEXTS.unknownRoute);
      }
      // A known path asked with another method: the router set 405 and Allow; the answer says it in Spanish.
      if (ctx.status === 405 && !ctx.body) {
        ctx.status = 405;
        ctx.body = { error: HTTP_TEXTS.methodNotAllowed(ctx.response.get('Allow') || '—'), details: [] };
      }
    } catch (error) {
      let appError = error instanceof AppError ? error : fromHttpError(error as { status?: number });
      if (!appError && isDatabaseDown(error)) {
        const failure = error as { name?: string; code?: string };
        logger.error({ msg: 'database unavailable', method: ctx.method, path: ctx.path, error: failure?.name, code: failure?.code });
        appError = new AppError('unavailable', HTTP_TEXTS.unavailable);
      }
      if (!appError) {
        // Database errors repeat the SQL with its values in their message: log where, never what.
        const failure = error as { name?: string; code?: string; stack?: string };
        logger.error({
          msg: 'unhandled error',
          method: ctx.method,
          path: ctx.path,
          error: failure?.name ?? typeof error,
          code: failure?.code,
          at: failure?.stack
            ?.split('\n')
            .filter((line) => line.trimStart().startsWith('at '))
            .slice(0, 6)
            .join('\n'),
        });
        const requestId = ctx.state.requestId ?? '';
        ctx.status = 500;
        ctx.body = { error: HTTP_TEXTS.unexpected(requestId), details: [], requestId };
        return;
      }
      ctx.status = appError.status;
      if (appError.code === 'unavailable' && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(DB_DOWN_RETRY_AFTER_S));
      if (appError instanceof TooManyRequests) ctx.set('Retry-After', String(appError.retryAfter));
      ctx.body = { error: appError.userMessage, details: appError.details.slice(0, MAX_DETAILS), ...appError.extra };
    }
  };
}
