import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CarouselImage } from '../../backend/db/entities/index.ts';
import type { LandingRenderer as ServedRenderer } from '../../backend/http/builtFrontend.ts';
import { ensureFrontendBuild } from '../../backend/frontendBuild.ts';
import { startTestServer, type TestServer } from '../../backend/testing/testServer.ts';
import { HELD_SUBMITS_SCRIPT } from '../forms/heldSubmits.ts';
import { TEXTS } from '../landing/texts.ts';
import { EMPTY_ROOT, fillRoot } from './landingFiles.ts';
import * as renderLandingModule from './renderLanding.tsx';

// The built renderer offers what the server calls on it (a type error otherwise).
renderLandingModule satisfies ServedRenderer;

/**
 * `/` as served: the first carousel slide from the database is in the HTML, sized and fetched first, and the
 * page carries the images the app hydrates with; with no image it is the build's prerendered page.
 */
const test = suite<{ server: TestServer }>('landing page rendered with the carousel');

test.before(async (context) => {
  await ensureFrontendBuild({ log: () => {} });
  context.server = await startTestServer({}, { frontendDir: path.resolve('dist') });
});
test.before.each(({ server }) => server.reset());
test.after(({ server }) => server.close());

const landing = async (server: TestServer) =>
  (await server.anonymous().request('GET', '/', undefined, { 'Accept-Encoding': 'identity' })).text;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';

test('fillRoot puts the held-send script and any extra in the head, before the page it guards', () => {
  const page = fillRoot(
    `<html><head><title>t</title></head><body>${EMPTY_ROOT}</body></html>`,
    '<link rel="preload" as="image" href="/a.svg"/><main>hola</main>',
    '<meta name="x"/>',
  );
  assert.is(
    page,
    `<html><head><title>t</title><link rel="preload" as="image" href="/a.svg"/><script>${HELD_SUBMITS_SCRIPT}</script><meta name="x"/></head><body><div id="root"><main>hola</main></div></body></html>`,
  );
});

test("the first slide from the database is in the page's HTML with its size and fetchpriority=high, and the page carries the images", async ({
  server,
}) => {
  const html = await landing(server);
  const root = rootOf(html);
  const slide = /<div class="hero-slide"[^>]*data-country="usa"[^>]*>([\s\S]*?)<\/h2>/.exec(root);
  assert.ok(slide, 'the first slide (usa) is in the root');
  const background = /<img class="hero-background"[^>]*>/.exec(slide[1])?.[0] ?? '';
  assert.match(background, /src="\/img\/carrusel\/usa\.svg"/);
  assert.match(background, /width="1600"/);
  assert.match(background, /height="900"/);
  assert.match(background, /fetchPriority="high"/i);
  assert.ok(root.includes('ESTADOS UNIDOS'));
  assert.not.ok(root.includes(TEXTS.carousel.loading), "no 'Cargando...' placeholder");
  assert.equal((html.match(/class="hero-dot"/g) ?? []).length, 6, 'one dot per stored image');
  const head = headOf(html);
  assert.match(head, /<link rel="preload"[^>]*href="\/img\/carrusel\/usa\.svg"[^>]*>/);
  const data = /<script type="application\/json" id="carousel-images">([^<]*)<\/script>/.exec(head)?.[1];
  assert.ok(data, 'the images for the app, in the head');
  assert.equal(
    (JSON.parse(data) as Array<{ country: string }>).map((image) => image.country),
    ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao'],
  );
});

test('a change to the carousel is in the next page served, and text from the database cannot close the data script', async ({ server }) => {
  await landing(server);
  const em = server.db.orm.em.fork();
  await em.nativeUpdate(CarouselImage, { country: 'usa' }, { backgroundImageUrl: '/img/carrusel/peru.svg?v=</script><b>x' });
  const html = await landing(server);
  assert.match(rootOf(html), /<img class="hero-background"[^>]*src="\/img\/carrusel\/peru\.svg\?v=&lt;\/script&gt;&lt;b&gt;x"/);
  const data = /<script type="application\/json" id="carousel-images">([^<]*)<\/script>/.exec(headOf(html))?.[1] ?? '';
  assert.is((JSON.parse(data) as Array<{ backgroundImageUrl: string }>)[0].backgroundImageUrl, '/img/carrusel/peru.svg?v=</script><b>x');
  assert.not.ok(html.includes('<b>x'), 'no markup from the database');
});

test("with no carousel image, `/` is the build's page, which loads the carousel itself", async ({ server }) => {
  await server.db.orm.em.fork().nativeDelete(CarouselImage, {});
  const html = await landing(server);
  assert.ok(rootOf(html).includes(TEXTS.carousel.loading));
  assert.not.ok(html.includes('id="carousel-images"'));
  assert.ok(headOf(html).includes(`<script>${HELD_SUBMITS_SCRIPT}</script>`));
});

test("the server's renderer is not a file of the site", async ({ server }) => {
  for (const url of [
    '/.server/renderLanding.js',
    '/.server/renderLanding.js.br',
    '/.vite/manifest.json',
    '/%2Eserver/renderLanding.js',
    '/assets/../.server/renderLanding.js',
  ]) {
    const response = await server.anonymous().get(url);
    assert.is(response.status, 404, url);
    assert.not.ok(response.text.includes('renderToString'), url);
  }
});

test.run();
