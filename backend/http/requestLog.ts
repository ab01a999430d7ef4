import type { Middleware } from 'koa';
import type { Logger } from './logger.ts';

/** One structured line per request: method, route path (no query string), status, duration. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info({
        msg: 'request',
        method: ctx.method,
        path: ctx.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id'),
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
