import type { Middleware } from 'koa';
import { AppError } from './AppError.ts';
import { HTTP_TEXTS } from './texts.ts';

const csp = (uploadOrigins: string[], inlineScriptHashes: string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * Security headers on every response. No answer is cached unless what answered it says how it may be
 * kept and it succeeded: the front end's files and pages (backend/http/frontend.ts), a template version,
 * a served image (`private, no-store`). Every other API answer, and every error, is `no-store`: decided by
 * what answered, not by reading the path. `uploadOrigins`: where the browser may send files besides the
 * site itself (an S3 bucket). `inlineScriptHashes`: the only inline scripts the pages may run, each allowed
 * by its hash (the landing's held-send and held-press scripts, and the one that starts its stylesheet and
 * app after the first paint), as the build wrote them (builtFrontend.ts).
 */
export function securityHeaders(production: boolean, uploadOrigins: string[] = [], inlineScriptHashes: string[] = []): Middleware {
  const CSP = csp(uploadOrigins, inlineScriptHashes);
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
    if (ctx.status >= 400 || !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request must come from our own origin, proven
 * by its Origin header or by Sec-Fetch-Site. Browsers always send one of them on such requests.
 * "Our own origin" is PUBLIC_URL's and nothing else: never one built from the request's Host (or a
 * forwarded host), which whoever sends the request writes as they like.
 */
export function sameOriginWrites(publicUrl: string): Middleware {
  const allowed = new URL(publicUrl).origin;
  // Checks that need not wait return next() itself: no promise of their own on every request.
  return (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site');
      const sameOrigin = origin ? origin === allowed : fetchSite === 'same-origin';
      if (!sameOrigin) throw new AppError('forbidden', HTTP_TEXTS.foreignOrigin);
    }
    return next();
  };
}

/**
 * Request bodies are JSON only, whatever the path; paths starting with one of `rawPathPrefixes` (signed
 * uploads) receive bytes. Those prefixes only spare a body from this check: which route, if any, gets
 * the request, and whether it needs a session, is the routers' decision.
 */
export function jsonOnly(rawPathPrefixes: string[] = []): Middleware {
  return (ctx, next) => {
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (
      !SAFE_METHODS.has(ctx.method) &&
      hasBody &&
      !rawPathPrefixes.some((prefix) => ctx.path.startsWith(prefix)) &&
      !ctx.is('application/json')
    ) {
      throw new AppError('unsupported_type', HTTP_TEXTS.jsonOnly);
    }
    return next();
  };
}
