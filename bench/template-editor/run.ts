/**
 * Template editor benchmark in Chromium: how long from a key pressed to the preview showing it, on the
 * largest case template (its largest section in the preview), three ways on one page build, interleaved:
 * - json:     typing into a field's title in the schema JSON (CodeMirror): parse, the engine's check, preview;
 * - fields:   typing into the field list's 'Etiqueta' box: the field operation, the JSON texts, preview;
 * - baseline: the same section drawn by TemplateForm with the label taken straight from an input (the floor).
 * Each sample runs from the keydown to the preview's DOM holding the new text ('dom'), and to the next
 * frame after it ('frame'). Prints medians and p95 per variant, the ratios to the baseline, and the
 * target: ≤ 100 ms (frame, median) from an edit to the updated preview.
 * With `--before <dir>` (another checkout of the repository, such as `git worktree add` of main), its page
 * is built too and its 'fields' and 'json' run interleaved with these: a change measured against the code
 * before it under the same load. `--slowdown <n>` runs every page on a CPU n times slower (Chromium's
 * CPU throttling): the editor as on a loaded machine or a slow laptop.
 *
 *   node --import tsx bench/template-editor/run.ts [--before <dir>] [--slowdown <n>]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../frontend/e2e/harness.ts';
import { buildStaticPage, serveStaticPage } from '../../frontend/e2e/staticPage.ts';

type Kind = 'baseline' | 'fields' | 'json';
interface Variant {
  name: string;
  kind: Kind;
  page: 'now' | 'before';
}
const ROUNDS = 3;
const KEYS = 'abcdefghijklmnopqrst';
const TARGET_MS = 100;

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve('.tmp/bench-template-editor');
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const beforeRoot = option('--before') ? path.resolve(option('--before')!) : null;
const slowdown = Number(option('--slowdown') ?? 1);
const VARIANTS: Variant[] = [
  { name: 'baseline', kind: 'baseline', page: 'now' },
  { name: 'fields', kind: 'fields', page: 'now' },
  { name: 'json', kind: 'json', page: 'now' },
  ...(beforeRoot
    ? ([
        { name: 'fields (before)', kind: 'fields', page: 'before' },
        { name: 'json (before)', kind: 'json', page: 'before' },
      ] as const)
    : []),
];

interface Info {
  template: string;
  section: string;
  field: string;
  title: string;
  fields: number;
  schemaBytes: number;
  titleOffset: number;
}
interface Sample {
  dom: number;
  frame: number;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/** Puts the caret where each variant types, at the end of the field's label. */
async function prepare(page: Page, kind: Kind, info: Info) {
  if (kind === 'baseline') {
    await page.getByLabel('Etiqueta').focus();
    await page.keyboard.press('End');
    return;
  }
  await page.getByLabel('Sección', { exact: true }).selectOption(info.section);
  if (kind === 'fields') {
    await page
      .getByRole('list', { name: 'Campos de la sección' })
      .getByRole('button', { name: new RegExp(`^${info.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    await page.getByLabel('Etiqueta', { exact: true }).focus();
    await page.keyboard.press('End');
  } else {
    await page.getByRole('button', { name: 'Esquema (JSON)' }).click();
    await page.locator('.cm-editor').waitFor();
    await page.evaluate((offset) => (window as unknown as { benchCaret: (o: number) => void }).benchCaret(offset), info.titleOffset);
  }
}

/** Watches the preview: each sample ends when it holds the text expected after the key just pressed. */
function installProbe() {
  const w = window as unknown as { samples: Sample[]; expect: (text: string) => void };
  const root = document.querySelector('section[aria-label="Vista previa"]')!;
  let start = 0;
  let expected = '';
  let seen = true;
  w.samples = [];
  w.expect = (text) => {
    expected = text;
    seen = false;
  };
  document.addEventListener('keydown', () => (start = performance.now()), true);
  new MutationObserver(() => {
    if (seen || !root.textContent!.includes(expected)) return;
    seen = true;
    const dom = performance.now() - start;
    requestAnimationFrame(() => setTimeout(() => w.samples.push({ dom, frame: performance.now() - start }), 0));
  }).observe(root, { subtree: true, childList: true, characterData: true });
}

async function measure(page: Page, info: Info): Promise<Sample[]> {
  await page.evaluate(installProbe);
  for (let i = 0; i < KEYS.length; i++) {
    await page.evaluate((text) => (window as unknown as { expect: (t: string) => void }).expect(text), info.title + KEYS.slice(0, i + 1));
    await page.keyboard.press(KEYS[i]);
    await page.waitForFunction((n) => (window as unknown as { samples: Sample[] }).samples.length === n, i + 1);
  }
  const samples = await page.evaluate(() => (window as unknown as { samples: Sample[] }).samples);
  return samples.slice(2); // the first keys warm the code paths up
}

await buildStaticPage(path.join(here, 'page'), outDir);
if (beforeRoot) await buildStaticPage(path.join(beforeRoot, 'bench/template-editor/page'), `${outDir}-before`);
const sites = { now: await serveStaticPage(outDir), before: beforeRoot ? await serveStaticPage(`${outDir}-before`) : null };
const browser = await launchChromium();
const results = new Map<string, Sample[]>(VARIANTS.map((v) => [v.name, []]));
let info: Info | undefined;
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of VARIANTS) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${sites[variant.page]!.url}/?variant=${variant.kind}`);
      await page.locator('section[aria-label="Vista previa"] label').first().waitFor();
      info = await page.evaluate(() => (window as unknown as { benchInfo: Info }).benchInfo);
      await prepare(page, variant.kind, info);
      if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      results.get(variant.name)!.push(...(await measure(page, info)));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await sites.now.close();
  await sites.before?.close();
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (name: string, of: keyof Sample) =>
  quantile(
    results.get(name)!.map((s) => s[of]),
    0.5,
  );
console.log(
  `Template: ${info!.template} (schema JSON ${(info!.schemaBytes / 1024).toFixed(0)} KB), preview section '${info!.section}' (${info!.fields} fields), typing into '${info!.field}'`,
);
console.log(
  `${ROUNDS} rounds × ${KEYS.length - 2} keys per variant, interleaved${beforeRoot ? `; 'before': ${beforeRoot}` : ''}${slowdown > 1 ? `; CPU ${slowdown}× slower` : ''}`,
);
const baseFrame = median('baseline', 'frame');
const width = Math.max(...VARIANTS.map((v) => v.name.length));
for (const variant of VARIANTS) {
  const samples = results.get(variant.name)!;
  const dom = samples.map((s) => s.dom);
  const frame = samples.map((s) => s.frame);
  const medianFrame = quantile(frame, 0.5);
  const ratio = variant.kind === 'baseline' ? '' : `  ×${(medianFrame / baseFrame).toFixed(2)} baseline`;
  const before =
    variant.page === 'now' && variant.kind !== 'baseline' && beforeRoot
      ? `  ×${(medianFrame / median(`${variant.kind} (before)`, 'frame')).toFixed(2)} before`
      : '';
  const verdict = variant.kind === 'baseline' ? '' : `  ${medianFrame <= TARGET_MS ? 'OK' : 'OVER'} (target ≤ ${TARGET_MS} ms)`;
  console.log(
    `${variant.name.padEnd(width)} dom median ${ms(quantile(dom, 0.5))} p95 ${ms(quantile(dom, 0.95))} | frame median ${ms(medianFrame)} p95 ${ms(quantile(frame, 0.95))}${ratio}${before}${verdict}`,
  );
}
