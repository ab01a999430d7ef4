import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import type { AppState } from './context.ts';
import { asPino, type Logger } from './logger.ts';
import { trustedProxies } from './trustedProxies.ts';

/** What a proxy's X-Request-Id must look like to be kept: a bounded token, nothing a log reader could trip on. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Lower-case base32 without i, l, o and u: a person can read the id out without confusing letters. */
const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** 12 random characters of 32 (60 bits): unique among any realistic run of requests, and not guessable. */
export function newRequestId(): string {
  return [...randomBytes(12)].map((byte) => ID_ALPHABET[byte & 31]).join('');
}

export interface RequestLogOptions {
  /** TRUST_PROXY: only these peers may name the request (backend/http/trustedProxies.ts). */
  trustedProxies: readonly string[];
  /** LOG_REQUESTS: write one line per request; the id and the request's logger are there either way. */
  lines: boolean;
}

/**
 * The first middleware. Gives each request an id: the one a trusted proxy sent in X-Request-Id (so
 * its own log and ours name the request alike), else a new one. The id goes back in X-Request-Id on
 * every answer, is `ctx.state.requestId`, and is on every line `ctx.state.log` writes (a pino child
 * logger). Once the answer is sent (or the client went away) one line tells what was asked and
 * answered: method, route, status, time, and the staff member's id when signed in. Never the query
 * string (a signed upload URL carries its signature there), headers or the body.
 */
export function requestLog(logger: Logger, options: RequestLogOptions): Middleware<AppState> {
  const trusted = trustedProxies(options.trustedProxies);
  const http = pinoHttp({
    logger: asPino(logger),
    // The line below is written by this middleware, once Koa's status is final: pino-http's own is
    // written when the connection closes, which for an upload cut short is before Koa has answered it.
    autoLogging: false,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: IncomingMessage) => {
      const sent = req.headers['x-request-id'];
      if (typeof sent === 'string' && FORWARDED_ID.test(sent) && trusted.has(req.socket.remoteAddress ?? '')) return sent;
      return newRequestId();
    },
  });
  return async (ctx, next) => {
    const started = performance.now();
    http(ctx.req, ctx.res);
    const requestId = String(ctx.req.id);
    ctx.state.requestId = requestId;
    ctx.state.log = ctx.req.log;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (options.lines) {
        const write = () => {
          const line = {
            msg: 'request',
            method: ctx.method,
            path: routeOf(ctx),
            status: ctx.res.headersSent ? ctx.res.statusCode : ctx.status,
            responseTime: Math.round((performance.now() - started) * 10) / 10,
            userId: ctx.state.user?.id,
            aborted: ctx.res.writableFinished ? undefined : true,
          };
          if (line.status >= 500) ctx.req.log.error(line);
          else ctx.req.log.info(line);
        };
        afterAnswer(ctx.res, write);
      }
    }
  };
}

/** Runs `done` once the answer has gone out or the connection is gone (now, when that is already so). */
function afterAnswer(res: ServerResponse, done: () => void): void {
  if (res.writableFinished || res.destroyed) return done();
  const once = () => {
    res.off('finish', once);
    res.off('close', once);
    done();
  };
  res.on('finish', once);
  res.on('close', once);
}

/**
 * The route's pattern when a route answered (`/api/cases/:id`), else the path with ids folded into
 * `:id`; capped, since a client may send any path. The query string is never part of either.
 */
function routeOf(ctx: { _matchedRoute?: string | RegExp; path: string }): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  return ctx.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id').slice(0, 200);
}
