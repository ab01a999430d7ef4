import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * The landing's HTML as the server answers `/`, with every stylesheet, inline style, script and image taken
 * out: its text alone. Getting that text on screen is the least any version of the landing can cost, so its
 * LCP, measured in the same run, says how much of the landing's figure is the page and how much is the
 * machine (Lighthouse's simulated times grow with the CPU time it observes). Images go too: unstyled, the
 * consultant's portrait is drawn at its full size and becomes the largest paint, waiting for its download,
 * which the styled page does not.
 */
export function floorHtml(page: string): string {
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '')
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '')
    .replace(/<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload)"[^>]*>/g, '')
    .replace(/<img\b[^>]*>/g, '');
}

/**
 * Serves `html` at `/` as the site serves its pages (gzip, which Chromium asks for on http://; `no-cache`),
 * and hands every other request to `origin` (the images, the favicon), so both pages load the same files
 * from one origin. Resolves with its address and a `close()`.
 */
export async function serveFloorPage(origin: string, html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const gzipped = gzipSync(html, { level: 9 });
  const target = new URL(origin);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.url === '/' && incoming.method === 'GET') {
      const acceptsGzip = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '');
      outgoing.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      outgoing.end(acceptsGzip ? gzipped : html);
      return;
    }
    const proxied = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Chromium keeps its connections open; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
