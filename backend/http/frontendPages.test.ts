import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ensureFrontendBuild } from '../frontendBuild.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { TEXTS } from '../../frontend/landing/texts.ts';

/**
 * The built front end as a plain HTTP client (no JavaScript) gets it: `/` arrives with its text in the
 * HTML, the other pages with the empty shell, and the headers let a browser keep hashed files for a year.
 */
const test = suite<{ server: TestServer; numbered: TestServer }>('frontend pages');

const LANDING_TEXTS = [
  TEXTS.pageHeading,
  TEXTS.testimonial.quote,
  TEXTS.steps.title,
  TEXTS.steps.intro,
  ...TEXTS.steps.services.map((service) => service.title),
  TEXTS.heroCta,
];

const dist = path.resolve('dist');

test.before(async (context) => {
  await ensureFrontendBuild({ log: () => {} });
  context.server = await startTestServer({}, { frontendDir: dist });
  context.numbered = await startTestServer({ WHATSAPP_NUMBER: '34 612 345 678' }, { frontendDir: dist });
});
test.after(async ({ server, numbered }) => {
  await server.close();
  await numbered.close();
});

const get = (server: TestServer, url: string) => server.anonymous().get(url);

test("'/' holds the hero heading, the testimonial and the services in its first HTML, and is checked before each use", async ({
  server,
}) => {
  const page = await server.anonymous().request('GET', '/', undefined, { 'Accept-Encoding': 'identity' });
  assert.is(page.status, 200);
  assert.is(page.headers.get('cache-control'), 'no-cache');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(page.text)?.[1] ?? '';
  for (const text of LANDING_TEXTS) assert.ok(root.includes(text), `"${text}" is in the page's root`);
  // React's preload links are in the head, not in the part the browser script takes over.
  assert.not.ok(/^<link/.test(root), 'the root starts with the page itself');
});

test("'/' is sent compressed to a browser that accepts it, as the built files are", async ({ server }) => {
  const plain = await server.anonymous().request('GET', '/', undefined, { 'Accept-Encoding': 'identity' });
  for (const encoding of ['br', 'gzip'] as const) {
    const response = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': encoding } });
    assert.is(response.headers.get('content-encoding'), encoding);
    assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/);
    const sent = Number(response.headers.get('content-length'));
    assert.ok(sent > 0 && sent < plain.text.length / 3, `${encoding}: ${sent} bytes for ${plain.text.length}`);
    assert.is(await response.text(), plain.text, 'the same page once decompressed');
  }
});

test('/admin, /admin/api, /form-demo and an unknown page get the empty shell, without the landing text', async ({ server }) => {
  for (const [url, status] of [
    ['/admin', 200],
    ['/admin/api', 200],
    ['/form-demo', 200],
    ['/no-existe', 404],
    ['/admin/otra', 404],
  ] as const) {
    const page = await get(server, url);
    assert.is(page.status, status, url);
    if (url.startsWith('/admin') && status === 200)
      assert.is(page.headers.get('cache-control'), 'no-store', `${url}: a staff page is never stored`);
    assert.ok(page.text.includes('<div id="root"></div>'), `${url} has an empty root`);
    for (const text of [TEXTS.steps.title, TEXTS.testimonial.quote])
      assert.not.ok(page.text.includes(text), `${url} shows no landing text`);
  }
  assert.is((await get(server, '/landing.html')).status, 404, 'the prerendered file is a page of /, not an address');
});

test('hashed assets are cached for a year, immutable; the page names them', async ({ server }) => {
  const page = await get(server, '/');
  const assets = [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  assert.ok(assets.some((url) => url.endsWith('.js')) && assets.some((url) => url.endsWith('.css')), assets.join(', '));
  for (const url of assets) {
    const response = await get(server, url);
    assert.is(response.status, 200, url);
    assert.is(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', url);
  }
});

test('the prerendered page carries the configured WhatsApp number, as the page itself will read it', async ({ numbered }) => {
  const html = (await get(numbered, '/')).text;
  assert.ok(html.includes('<meta name="whatsapp" content="34612345678"'));
  assert.ok(html.includes('href="https://wa.me/34612345678"'));
  assert.ok(html.includes('>+34612345678<'), 'the number shown');
  assert.not.ok(html.includes('18095550123'), 'no trace of the default number');
  const built = await readFile(path.join(dist, 'landing.html'), 'utf8');
  assert.ok(built.includes('https://wa.me/18095550123'), 'the build holds the default, replaced when served');
});

test.run();
