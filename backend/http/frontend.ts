import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json', '.xml': 'application/xml',
};

/** Paths the single-page app answers with 200; any other page gets the app's 404 screen with status 404. */
const APP_ROUTES = new Set(['/', '/admin', '/form-demo']);

async function fileAt(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Serves the built front end from `dir`: hashed assets cached for a year, pages never cached. */
export function serveFrontend(dir: string): Middleware {
  const root = path.resolve(dir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path.startsWith('/objects/')) {
      return next();
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const target = path.resolve(root, '.' + path.posix.normalize(decoded));
    if (target.startsWith(root + path.sep) && !decoded.endsWith('/')) {
      const info = await fileAt(target);
      if (info) {
        ctx.type = TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
        ctx.length = info.size;
        ctx.set('Cache-Control', decoded.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        ctx.body = ctx.method === 'HEAD' ? null : createReadStream(target);
        return;
      }
    }
    const index = path.join(root, 'index.html');
    const indexInfo = await fileAt(index);
    if (!indexInfo) return next();
    const route = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    ctx.status = APP_ROUTES.has(route) ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = createReadStream(index);
  };
}
