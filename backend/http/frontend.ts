import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json', '.xml': 'application/xml',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

async function precompressedCopy(ctx: Parameters<Middleware>[0], target: string) {
  for (const encoding of ENCODINGS) {
    const copy = await fileAt(target + encoding.suffix);
    if (!copy) continue;
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings(encoding.name, 'identity') !== encoding.name) continue;
    ctx.set('Content-Encoding', encoding.name);
    return { file: target + encoding.suffix, size: copy.size };
  }
  return null;
}

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

export interface FrontendOptions {
  /** Written into the page's <meta name="whatsapp"> so the site links to the configured number without an API call. */
  whatsappNumber?: string;
}

/** Serves the built front end from `dir`: hashed assets cached for a year, pages never cached. */
export function serveFrontend(dir: string, options: FrontendOptions = {}): Middleware {
  const root = path.resolve(dir);
  let page: { mtimeMs: number; html: string } | null = null;
  const pageHtml = async (file: string, mtimeMs: number) => {
    if (page?.mtimeMs !== mtimeMs) {
      let html = await readFile(file, 'utf8');
      if (options.whatsappNumber) {
        html = html.replace(/<meta name="whatsapp" content="[^"]*"/, `<meta name="whatsapp" content="${options.whatsappNumber.replace(/\D/g, '')}"`);
      }
      page = { mtimeMs, html };
    }
    return page.html;
  };
  return async (ctx, next) => {
    // Only which 404 an unknown path gets depends on this reading (JSON under /api/, the app's page
    // elsewhere): routes match exactly, so `/API/admin/...` gets the page and reaches no route either way.
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
        ctx.set('Cache-Control', decoded.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The build writes .br and .gz copies of text files (vite.config.ts); send one when the browser accepts it.
        const precompressed = await precompressedCopy(ctx, target);
        const file = precompressed?.file ?? target;
        ctx.length = precompressed?.size ?? info.size;
        // A null body would turn the answer into 204; HEAD keeps GET's status and length without opening the file.
        if (ctx.method === 'HEAD') ctx.status = 200;
        else ctx.body = createReadStream(file);
        return;
      }
    }
    const index = path.join(root, 'index.html');
    const indexInfo = await fileAt(index);
    if (!indexInfo) return next();
    const route = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    ctx.status = APP_ROUTES.has(route) ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    // The admin page is never stored; the other pages are checked with the server before each use.
    ctx.set('Cache-Control', route === '/admin' ? 'no-store' : 'no-cache');
    // Koa sends no body to HEAD but keeps the status and length a GET would get.
    ctx.body = await pageHtml(index, indexInfo.mtimeMs);
  };
}
