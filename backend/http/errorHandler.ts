import type { Middleware } from 'koa';
import { isDatabaseDown } from '../db/isDatabaseDown.ts';
import { AppError } from './AppError.ts';
import type { Logger } from './logger.ts';
import { TooManyRequests } from './rateLimit.ts';

const GENERIC = 'Ocurrió un error inesperado. Inténtelo de nuevo en unos minutos.';
const DB_DOWN = 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.';
/** Seconds a client is asked to wait when the database is unreachable (docs/decisions.md). */
export const DB_DOWN_RETRY_AFTER_S = 10;

/** Errors thrown by Koa itself or its body parser carry a status; give them Spanish words. */
function fromHttpError(error: { status?: number; type?: string }): AppError | null {
  switch (error.status) {
    case 400:
      return new AppError('invalid', 'El cuerpo de la solicitud no es JSON válido');
    case 413:
      return new AppError('too_large', 'La solicitud es demasiado grande (máximo 1 MB)');
    case 415:
      return new AppError('unsupported_type', 'El contenido debe enviarse como JSON (application/json)');
    default:
      return null;
  }
}

/** Maps every failure to `{error, details}` with the right status; never leaks a stack trace. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Nothing answered (no route matched, whatever the path looks like): the JSON 404 of the API.
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError('not_found', 'La ruta solicitada no existe');
      }
    } catch (error) {
      let appError = error instanceof AppError ? error : fromHttpError(error as { status?: number });
      if (!appError && isDatabaseDown(error)) {
        const failure = error as { name?: string; code?: string };
        logger.error({ msg: 'database unavailable', method: ctx.method, path: ctx.path, error: failure?.name, code: failure?.code });
        appError = new AppError('unavailable', DB_DOWN);
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
          at: failure?.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 6).join('\n'),
        });
        ctx.status = 500;
        ctx.body = { error: GENERIC, details: [] };
        return;
      }
      ctx.status = appError.status;
      if (appError.code === 'unavailable' && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(DB_DOWN_RETRY_AFTER_S));
      if (appError instanceof TooManyRequests) ctx.set('Retry-After', String(appError.retryAfter));
      ctx.body = { error: appError.userMessage, details: appError.details, ...appError.extra };
    }
  };
}
