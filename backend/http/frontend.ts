import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import { DEFAULT_WHATSAPP_NUMBER, formatWhatsappNumber } from '../../engine/business/whatsappNumber.ts';
import type { CarouselImage } from '../../schemas/generated/carouselImage.ts';
import { BUILT_FRONTEND } from './builtFrontend.ts';
import { renderLandingWithCarousel } from './landingPage.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
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
const APP_ROUTES = new Set(['/', '/admin', '/admin/api', '/form-demo']);

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
  /** The carousel's images, which `/` is rendered with (backend/http/landingPage.ts); omitted: the prerendered page. */
  carouselImages?: () => Promise<CarouselImage[]>;
  /** Paths outside /api/ that routes answer (the health probes): never answered with a page. */
  routePaths?: readonly string[];
}

/** Whether a path goes into a dot folder of the build (.vite, .server): those files are not the site's. */
const isHidden = (decoded: string) => decoded.split('/').some((part) => part.startsWith('.') && part !== '.' && part !== '..');

/** Serves the built front end from `dir`: hashed assets cached for a year, pages checked with the server before each use. */
export function serveFrontend(dir: string, options: FrontendOptions = {}): Middleware {
  const root = path.resolve(dir);
  type Page = { version: string; html: string; compressed: Record<'br' | 'gzip', Buffer> };
  /** One page per slot (a file, or `/` rendered with the carousel), made again when its version changes. */
  const pages = new Map<string, Page>();
  const servedPage = async (slot: string, version: string, make: () => Promise<string>): Promise<Page> => {
    let page = pages.get(slot);
    if (page?.version !== version) {
      let html = await make();
      const number = options.whatsappNumber?.replace(/\D/g, '');
      if (number) {
        html = html.replace(/<meta name="whatsapp" content="[^"]*"/, `<meta name="whatsapp" content="${number}"`);
        // The landing was rendered with the default number; the page reads the meta above when it takes
        // over, so both must say the same.
        html = html
          .replaceAll(`https://wa.me/${DEFAULT_WHATSAPP_NUMBER}"`, `https://wa.me/${number}"`)
          .replaceAll(`>${formatWhatsappNumber(DEFAULT_WHATSAPP_NUMBER)}<`, `>${formatWhatsappNumber(number)}<`);
      }
      // Compressed once per version, like the other files: the landing is ~20 kB of HTML.
      const compressed = {
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      page = { version, html, compressed };
      pages.set(slot, page);
    }
    return page;
  };
  const filePage = (file: string, mtimeMs: number) => servedPage(file, String(mtimeMs), () => readFile(file, 'utf8'));
  /** `/` with the database's carousel; null when there is none to show, or it cannot be read. */
  const carouselLanding = async (): Promise<Page | null> => {
    const images = await options.carouselImages?.().catch(() => null);
    if (!images?.length) return null;
    // The landing's own shell (its rules in the head, the stylesheet and the app after the first paint), the
    // one the build's landing.html was made from.
    const shell = path.join(root, BUILT_FRONTEND.serverDir, BUILT_FRONTEND.landingShell);
    const shellInfo = await fileAt(shell);
    if (!shellInfo) return null;
    const version = `${shellInfo.mtimeMs}:${JSON.stringify(images)}`;
    const page = await servedPage('carousel-landing', version, async () => {
      const html = await renderLandingWithCarousel(root, await readFile(shell, 'utf8'), images);
      if (html === null) throw new Error('no landing renderer');
      return html;
    }).catch(() => null);
    return page;
  };
  return async (ctx, next) => {
    // Only which 404 an unknown path gets depends on this reading (JSON under /api/, the app's page
    // elsewhere): routes match exactly, so `/API/admin/...` gets the page and reaches no route either way.
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path.startsWith('/objects/') ||
      options.routePaths?.includes(ctx.path)
    ) {
      return next();
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const target = path.resolve(root, '.' + path.posix.normalize(decoded));
    // Pages are answered below, by route, never as files (/index.html, /landing.html are not addresses).
    if (target.startsWith(root + path.sep) && !decoded.endsWith('/') && path.extname(target) !== '.html' && !isHidden(decoded)) {
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
    const route = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    // `/` has its text already in the HTML (frontend/prerender/prerenderPlugin.ts); the other pages get the empty shell.
    const landing = route === '/' ? path.join(root, BUILT_FRONTEND.landingPage) : null;
    const landingInfo = landing ? await fileAt(landing) : null;
    const index = landingInfo ? landing! : path.join(root, 'index.html');
    const indexInfo = landingInfo ?? (await fileAt(index));
    if (!indexInfo) return next();
    ctx.status = APP_ROUTES.has(route) ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    // The admin pages are never stored; the other pages are checked with the server before each use.
    ctx.set('Cache-Control', route === '/admin' || route === '/admin/api' ? 'no-store' : 'no-cache');
    // Koa sends no body to HEAD but keeps the status and length a GET would get.
    const page = (route === '/' ? await carouselLanding() : null) ?? (await filePage(index, indexInfo.mtimeMs));
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = page.compressed[encoding];
    } else {
      ctx.body = page.html;
    }
  };
}
