import { createHash } from 'node:crypto';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CarouselImage } from '../../backend/db/entities/index.ts';
import { ensureFrontendBuild } from '../../backend/frontendBuild.ts';
import { startTestServer, type TestServer } from '../../backend/testing/testServer.ts';
import { HELD_PRESSES_SCRIPT } from '../landing/heldPresses.ts';
import { AFTER_FIRST_PAINT_TEMPLATE_ID, APP_AFTER_FIRST_PAINT_SCRIPT } from './appAfterFirstPaint.ts';
import { landingShell } from './landingShell.ts';

/**
 * `/` paints from its first response: the rules it uses in its head, its stylesheet and app loaded after the
 * first paint (landingShell.ts); the other pages keep the shell the build wrote.
 */
const test = suite<{ server: TestServer }>('landing shell');

const INDEX = [
  '<html><head><title>t</title>',
  '    <script type="module" crossorigin fetchpriority="low" src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/runtime-b.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
  '  </head><body><div id="root"></div></body></html>',
].join('\n');

test('the stylesheet, the module preloads and the entry wait in the template, the entry preloaded beside the stylesheet; the rules are in the head', () => {
  const shell = landingShell(INDEX, '.a{color:red}');
  const head = /<head>([\s\S]*)<\/head>/.exec(shell)![1];
  assert.is(
    head.replace(/\s+</g, '<'),
    '<title>t</title>' +
      '<style>.a{color:red}</style>' +
      `<script>${HELD_PRESSES_SCRIPT}</script>` +
      `<template id="${AFTER_FIRST_PAINT_TEMPLATE_ID}">` +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">' +
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/runtime-b.js">' +
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-a.js">' +
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a.js"></script>' +
      '</template>' +
      `<script>${APP_AFTER_FIRST_PAINT_SCRIPT}</script>` +
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-c.css"></noscript>',
  );
  assert.ok(shell.endsWith('<body><div id="root"></div></body></html>'));
});

test('a shell without a stylesheet or an entry script, or rules that would close their <style>, is refused', () => {
  assert.throws(() => landingShell(INDEX.replace(/<link rel="stylesheet"[^>]*>/, ''), ''), /hoja de estilos/);
  assert.throws(() => landingShell(INDEX.replace(/<script[^>]*><\/script>/, ''), ''), /script de entrada/);
  assert.throws(() => landingShell(INDEX, '.a::after{content:"</style>"}'), /<style>/);
});

test.before(async (context) => {
  await ensureFrontendBuild({ log: () => {} });
  context.server = await startTestServer({}, { frontendDir: path.resolve('dist') });
});
test.before.each(({ server }) => server.reset());
test.after(({ server }) => server.close());

const page = async (server: TestServer, url: string) => {
  const response = await server.anonymous().request('GET', url, undefined, { 'Accept-Encoding': 'identity' });
  return { html: response.text, csp: response.headers.get('content-security-policy') ?? '' };
};
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
/** The head without what waits for the first paint (the template) or is only for browsers without JavaScript. */
const activeHead = (html: string) => headOf(html).replace(/<template[\s\S]*?<\/template>|<noscript>[\s\S]*?<\/noscript>/g, '');
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(headOf(html))?.[1] ?? '';

/** Rules the first slide needs when the server renders `/` with the stored images (backend/http/landingPage.ts). */
const SLIDE_RULES = [
  '.hero-slide{',
  '.hero-background{',
  '.hero-content{',
  '.hero-country{',
  '.hero-dot{',
  '.hero-pause{',
  '@keyframes hero-fade',
];

for (const [what, prepare] of [
  ['with the stored carousel', async () => {}],
  ['without carousel images', (server: TestServer) => server.db.orm.em.fork().nativeDelete(CarouselImage, {})],
] as const) {
  test(`\`/\` ${what}: the head holds the rules of the page and of the first slide; nothing in it waits for a stylesheet or a script`, async ({
    server,
  }) => {
    await prepare(server);
    const { html } = await page(server, '/');
    const css = styleOf(html);
    for (const rule of [
      ...SLIDE_RULES,
      '.hero-status{',
      '.site-header{',
      '.testimonial-section{',
      '.step-card{',
      '.contact-form-card{',
      '.site-footer{',
    ]) {
      assert.ok(css.includes(rule), `the head's rules hold ${rule}`);
    }
    assert.not.ok(css.includes('--bulma-primary-00-l'), "Bulma's custom properties no rule reads are left out");
    const head = activeHead(html);
    assert.not.match(head, /<link[^>]*rel="stylesheet"/, 'no stylesheet holds the first paint');
    assert.not.match(head, /<script[^>]*\ssrc=/, 'no script is fetched before the first paint');
    assert.not.match(head, /rel="modulepreload"/, 'no module is fetched before the first paint');
    assert.match(headOf(html), /<template id="after-first-paint"><link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css">/);
    assert.match(headOf(html), /<noscript><link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"><\/noscript>/);
  });
}

/** What a new connection's first round trip carries: ten segments of 1,460 bytes, less the response's headers. */
const FIRST_ROUND_TRIP = 14_000;

test('`/` with the carousel and the rules it inlines is at most 14 kB gzipped: it arrives in the first round trip', async ({ server }) => {
  const response = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.is(response.headers.get('content-encoding'), 'gzip');
  const size = Number(response.headers.get('content-length'));
  assert.ok(size > 0 && size <= FIRST_ROUND_TRIP, `\`/\` is ${size} bytes gzipped (budget ${FIRST_ROUND_TRIP})`);
});

test("every script `/` runs inline is allowed by its hash in the page's Content-Security-Policy, and no other is", async ({ server }) => {
  const { html, csp } = await page(server, '/');
  const inline = [...activeHead(html).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  assert.is(inline.length, 3, 'held sends, held presses, the app after the first paint');
  const allowed = /script-src ([^;]*)/
    .exec(csp)![1]
    .split(' ')
    .filter((source) => source.startsWith("'sha256-"));
  assert.equal(inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`).sort(), [...allowed].sort());
});

test('/admin, /form-demo and the 404 page keep the shell the build wrote: the stylesheet and the entry script in the head, no inlined rules', async ({
  server,
}) => {
  for (const url of ['/admin', '/form-demo', '/no-existe']) {
    const { html } = await page(server, url);
    const head = headOf(html);
    assert.match(head, /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css">/, url);
    assert.match(head, /<script type="module"[^>]*src="\/assets\/[^"]+\.js"><\/script>/, url);
    assert.not.ok(head.includes('<template'), url);
    assert.not.ok(head.includes('<style>'), url);
  }
});

test.run();
