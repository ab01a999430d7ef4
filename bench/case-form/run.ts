/**
 * Case form benchmark in Chromium: the largest case template with its sample data, mounted three ways
 * on one page build (bench/case-form/page), variants interleaved within one run:
 * - engine: the product's form (engine/rjsf theme, one memoised RJSF form per section), all sections open;
 * - rjsf:   stock @rjsf/core (default theme, ajv8 validator), one controlled form, same schema and data;
 * - plain:  the same inputs as uncontrolled React elements (the floor).
 * Prints, per variant, the initial render (navigation start to the first commit with all inputs in the
 * document; median of 5 loads; also the render alone, from the page handing the form to React) and the per-keystroke handling time (keydown to the `input` event after
 * React's synchronous render, 100 keystrokes into a text field of the last section: median and p95),
 * then the ratios to stock RJSF. Targets: keystroke ≤ 0.2 × stock RJSF; initial render ≤ stock RJSF.
 * Then the case dialog as a consultant meets it (the product's CaseDetailsDialog, its API answered inside
 * the page) against plain React drawing the same headers, labels and inputs from the same template and
 * data, in the same run, interleaved (median of 9 loads each), twice over: plain React opening the same
 * dialog (it loads the case from the same answers and opens a native modal <dialog> in the product's
 * dialog frame: what any implementation of this dialog does besides drawing the form; the target is read
 * against it), and plain React drawing the inputs alone from data already in the page, in a plain
 * element (the bare floor, printed beside). Each is measured opening it on the largest filled case until
 * a key typed into its first section's first text input shows there (the time until the product shows
 * the case's readiness is printed beside it, and the key's own time until the next frame was painted,
 * from the browser's Event Timing), expanding one section (the largest closed one), then
 * expanding every other closed section one click after another; and, in one more opening, a key every
 * 50 ms through the first second (what the dialog left for after opening runs then): the slowest key's
 * time until the next frame. Targets: ≤ 1.5 × plain React opening the same dialog, for opening,
 * expanding one and expanding all (docs/decisions/0172-what-the-case-dialog-is-compared-with.md).
 * Opening it again in the page (after one opening closed) and the time until the case's readiness shows
 * have targets of their own: ≤ 1.3 × plain React opening the same dialog again, ≤ 300 ms. The dialog's
 * measurement is run three times over (`--runs=N`), each run against its own plain React, and the last
 * line is the verdict on the three targets from the median of the runs' figures.
 * Then the browser's check of the whole case (the template version's precompiled validator, median of
 * 200 batches of 20 in the page; target ≤ 5 ms) and the gzip size of what the browser loads to run it.
 *
 *   node --import tsx bench/case-form/run.ts [--dialog] [--runs=3]   (--dialog: the case dialog only)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../frontend/e2e/harness.ts';
import { buildStaticPage, serveStaticPage } from '../../frontend/e2e/staticPage.ts';
import { listSections } from '../../engine/sections/listSections.ts';
import { isChoice } from '../../engine/templates/fieldUi.ts';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { caseCheckSizes } from '../validation/caseCheckSizes.ts';

const VARIANTS = ['engine', 'rjsf', 'plain'] as const;
type Variant = (typeof VARIANTS)[number];
const ROUNDS = 5;
// The dialog's figures are a few tens of milliseconds each, so the machine's load moves them more: more openings.
const DIALOG_ROUNDS = 9;
// The machine is shared: the dialog's whole measurement is repeated and the median run read.
const DIALOG_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const TARGETS = { opened: 1.5, reopened: 1.3, readinessMs: 300 };
const TYPING_UNTIL_MS = 1000;
const KEY_EVERY_MS = 50;
const KEYSTROKES_PER_ROUND = 20;
const ID_PREFIX: Record<Variant, (section: string, field: string) => string> = {
  engine: (section, field) => `caso_${section}_${field}`,
  rjsf: (section, field) => `root_${section}_${field}`,
  plain: (section, field) => `plain_${section}_${field}`,
};

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve('.tmp/bench-case-form');

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

interface Samples {
  ready: number[];
  /** The page handing the form to React until that first commit: the render alone, without loading the page. */
  render: number[];
  keystrokes: number[];
  frames: number[];
  commits: number[];
  inputs: number;
}

async function measure(page: Page, url: string, target: string, samples: Samples) {
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.readyAt !== null);
  const { readyAt, renderStartAt, inputCount } = await page.evaluate(() => ({
    readyAt: window.__bench.readyAt!,
    renderStartAt: window.__bench.renderStartAt!,
    inputCount: window.__bench.inputCount,
  }));
  samples.ready.push(readyAt);
  samples.render.push(readyAt - renderStartAt);
  samples.inputs = inputCount;
  const field = page.locator(`[id="${target}"]`);
  if ((await field.count()) !== 1) throw new Error(`Campo de prueba no encontrado: #${target}`);
  await field.focus();
  await page.keyboard.press('Control+End');
  for (let i = 0; i < KEYSTROKES_PER_ROUND; i++) {
    await page.keyboard.press('a');
    // One keystroke per frame, like a fast typist: each one is measured on its own.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  await page.waitForTimeout(400);
  const probe = await page.evaluate(() => ({
    keystrokes: window.__bench.keystrokes,
    frames: window.__bench.frames,
    commits: window.__bench.commits,
  }));
  samples.commits.push(...probe.commits);
  if (probe.keystrokes.length !== KEYSTROKES_PER_ROUND)
    throw new Error(`Se esperaban ${KEYSTROKES_PER_ROUND} pulsaciones, se midieron ${probe.keystrokes.length}`);
  samples.keystrokes.push(...probe.keystrokes);
  samples.frames.push(...probe.frames);
}

const registry = loadCaseTemplates();
const fieldCount = (key: string) => listSections(registry.get(key)).reduce((sum, section) => sum + section.fieldKeys.length, 0);
const largest = registry.keys().sort((a, b) => fieldCount(b) - fieldCount(a))[0];
const template = registry.get(largest);
const lastSection = listSections(template).at(-1)!;
const textField = lastSection.fieldKeys.find((key) => {
  const schema = template.schema.properties![lastSection.key].properties![key];
  return schema.type === 'string' && !schema.format && !isChoice(schema);
});
if (!textField) throw new Error(`La última sección de ${largest} no tiene un campo de texto`);

console.log(
  `Plantilla: ${largest} (${fieldCount(largest)} campos, ${listSections(template).length} secciones); campo tecleado: ${lastSection.key}.${textField}`,
);
console.log('Compilando la página de pruebas…');
await buildStaticPage(path.join(here, 'page'), outDir);
const site = await serveStaticPage(outDir);
const browser = await launchChromium();
interface CheckTiming {
  times: number[];
  wrong: number;
  missing: number;
}
let checkTiming: CheckTiming | undefined;
const DIALOG_VARIANTS = ['dialog', 'dialogPlainModal', 'dialogPlain'] as const;
type DialogVariant = (typeof DIALOG_VARIANTS)[number];
interface DialogSamples {
  opened: number[];
  reopened: number[];
  keyPainted: number[];
  slowestKey: number[];
  readiness: number[];
  expandOne: number[];
  expandAll: number[];
  controls: number;
  visible: number;
}
type DialogResults = Record<DialogVariant, DialogSamples>;
const noDialogResults = () =>
  Object.fromEntries(
    DIALOG_VARIANTS.map((v) => [
      v,
      {
        opened: [],
        reopened: [],
        keyPainted: [],
        slowestKey: [],
        readiness: [],
        expandOne: [],
        expandAll: [],
        controls: 0,
        visible: 0,
      } as DialogSamples,
    ]),
  ) as DialogResults;
const dialogRuns: DialogResults[] = [];

/** Opens the dialog of `variant` in a new page until a key typed into its first input shows (ms); `reopen`: after it was opened and closed once in that page. */
async function openDialog(variant: DialogVariant, reopen: boolean): Promise<{ page: Page; opened: number; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  // An error in the page ends the run with it, rather than leaving the wait below looking forever.
  const failed = new Promise<never>((_, reject) =>
    page.on('pageerror', (error) => {
      errors.push(String(error));
      reject(new Error(`${variant}: ${error}`));
    }),
  );
  failed.catch(() => {});
  // Not waiting for the load event: the dialog may answer before it. The first input is looked for
  // every millisecond without asking for layout, focused, then one real key is typed into it.
  await page.goto(`${site.url}/?variant=${variant}&template=${largest}${reopen ? '&reopen' : ''}`, { waitUntil: 'commit' });
  await Promise.race([page.waitForFunction(() => window.__dialog?.focusFirstInput(), undefined, { polling: 1, timeout: 60_000 }), failed]);
  await page.keyboard.press('x');
  const typedTooLate = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${variant}: la tecla no apareció en el campo en 60 s`)), 60_000).unref(),
  );
  const opened = await Promise.race([page.evaluate(() => window.__dialog.opened), failed, typedTooLate]);
  return {
    page,
    opened,
    close: async () => {
      if (errors.length) throw new Error(`${variant}: ${errors.join('\n')}`);
      await context.close();
    },
  };
}
const [firstSection, ...closedSections] = listSections(template);
const expandedSection = closedSections.reduce((a, b) => (b.fieldKeys.length > a.fieldKeys.length ? b : a));
/** The dialog's figures in one run: DIALOG_ROUNDS rounds of every variant (after a warm-up round not counted, when asked). */
async function measureDialogs(warmUp: boolean): Promise<DialogResults> {
  const dialogResults = noDialogResults();
  for (let round = warmUp ? -1 : 0; round < DIALOG_ROUNDS; round++) {
    // The order turns every round: each variant goes first, second and last alike.
    for (const variant of DIALOG_VARIANTS.map((_, i) => DIALOG_VARIANTS[(i + Math.max(round, 0)) % DIALOG_VARIANTS.length])) {
      const { page, opened, close } = await openDialog(variant, false);
      const keyPainted = await page.evaluate(() => window.__dialog.keyPainted);
      const readiness = await page.evaluate(() => window.__dialog.readiness);
      const visible = await page.evaluate(() => window.__dialog.visibleFields());
      const expandOne = await page.evaluate((key) => window.__dialog.expand(key), expandedSection.key);
      const expandAll = await page.evaluate(() => window.__dialog.expandAll());
      const controls = await page.evaluate(() => window.__dialog.controls());
      await close();
      const again = await openDialog(variant, true);
      await again.close();
      // A person types on while the dialog does what it left for after opening: a key every 50 ms
      // until a second after the render started, the slowest of them.
      const typing = await openDialog(variant, false);
      const elapsed = await typing.page.evaluate(() => performance.now() - window.__dialog.renderStartAt);
      await typing.page.keyboard.type('x'.repeat(Math.max(Math.ceil((TYPING_UNTIL_MS - elapsed) / KEY_EVERY_MS), 1)), {
        delay: KEY_EVERY_MS,
      });
      const slowestKey = await typing.page.evaluate(() => window.__dialog.slowestKey());
      await typing.close();
      if (round < 0) continue;
      const samples = dialogResults[variant];
      samples.opened.push(opened);
      samples.reopened.push(again.opened);
      samples.keyPainted.push(keyPainted);
      samples.slowestKey.push(slowestKey);
      samples.readiness.push(readiness);
      samples.visible = visible;
      samples.expandOne.push(expandOne);
      samples.expandAll.push(expandAll);
      samples.controls = controls;
    }
  }
  return dialogResults;
}
const results = Object.fromEntries(
  VARIANTS.map((v) => [v, { ready: [], render: [], keystrokes: [], frames: [], commits: [], inputs: 0 } as Samples]),
) as Record<Variant, Samples>;
const dialogOnly = process.argv.includes('--dialog');
try {
  // One warm-up load per variant (disk cache, JIT), then ROUNDS rounds with the order rotated.
  for (let round = -1; round < (dialogOnly ? -1 : ROUNDS); round++) {
    const order = VARIANTS.map((_, i) => VARIANTS[(i + Math.max(round, 0)) % VARIANTS.length]);
    for (const variant of order) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const samples: Samples = round < 0 ? { ready: [], render: [], keystrokes: [], frames: [], commits: [], inputs: 0 } : results[variant];
      await measure(page, `${site.url}/?variant=${variant}&template=${largest}`, ID_PREFIX[variant](lastSection.key, textField), samples);
      if (errors.length) throw new Error(`${variant}: ${errors.join('\n')}`);
      await context.close();
    }
  }
  for (let run = 0; run < DIALOG_RUNS; run++) dialogRuns.push(await measureDialogs(run === 0));
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!dialogOnly) await page.goto(`${site.url}/?variant=check&template=${largest}`);
  if (!dialogOnly)
    checkTiming = (await (
      await page.waitForFunction(() => (window as unknown as { checkTiming?: unknown }).checkTiming)
    ).jsonValue()) as CheckTiming;
  await context.close();
} finally {
  await browser.close();
  await site.close();
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const ratio = (a: number, b: number) => (a / b).toFixed(3);
console.log('');
if (!dialogOnly) {
  console.log(
    'variante | entradas | render inicial (mediana de 5) | solo el render | pulsación: mediana | p95 | hasta el siguiente cuadro: mediana | p95',
  );
  for (const variant of VARIANTS) {
    const r = results[variant];
    console.log(
      `${variant.padEnd(6)} | ${String(r.inputs).padStart(5)} | ${ms(median(r.ready)).padStart(10)} | ${ms(median(r.render)).padStart(10)} | ${ms(median(r.keystrokes))} | ${ms(quantile(r.keystrokes, 0.95))} | ${ms(median(r.frames))} | ${ms(quantile(r.frames, 0.95))}`,
    );
  }
  if (results.engine.commits.length) {
    console.log(
      `engine: el texto pasa al formulario tras 150 ms sin teclear; ese paso tarda mediana ${ms(median(results.engine.commits))}, máx. ${ms(Math.max(...results.engine.commits))} (${results.engine.commits.length} muestras)`,
    );
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(3);
  const engine = results.engine;
  const stock = results.rjsf;
  console.log('');
  console.log(
    `engine / rjsf  render inicial: ${ratio(median(engine.ready), median(stock.ready))}, solo el render: ${ratio(median(engine.render), median(stock.render))} (objetivo ≤ 1)`,
  );
  console.log(
    `engine / rjsf  pulsación mediana: ${ratio(median(engine.keystrokes), median(stock.keystrokes))}, p95: ${ratio(quantile(engine.keystrokes, 0.95), quantile(stock.keystrokes, 0.95))} (objetivo ≤ 0.2)`,
  );
  console.log(
    `engine / plain render inicial: ${ratio(median(engine.ready), median(results.plain.ready))}; pulsación mediana: ${ratio(median(engine.keystrokes), median(results.plain.keystrokes))}`,
  );
}

console.log('');
console.log(
  `diálogo del caso (${largest}, caso completo; abierta de inicio: ${firstSection.key}; se expande ${expandedSection.key}, luego las ${closedSections.length - 1} restantes)`,
);
const ratioOf = (results: DialogResults, figure: 'opened' | 'reopened') =>
  median(results.dialog[figure]) / median(results.dialogPlainModal[figure]);
dialogRuns.forEach((dialogResults, run) => {
  console.log(`pasada ${run + 1} de ${dialogRuns.length}`);
  console.log(
    `variante         | controles | campos a la vista al abrir | abrir hasta responder | la tecla pintada | peor tecla del 1.er segundo | preparación mostrada | expandir una | expandir todas | abrir otra vez (mediana de ${DIALOG_ROUNDS})`,
  );
  for (const variant of DIALOG_VARIANTS) {
    const r = dialogResults[variant];
    const readiness = variant === 'dialog' ? ms(median(r.readiness)) : '—';
    console.log(
      `${variant.padEnd(16)} | ${String(r.controls).padStart(9)} | ${String(r.visible).padStart(26)} | ${ms(median(r.opened)).padStart(21)} | ${ms(median(r.keyPainted)).padStart(16)} | ${ms(median(r.slowestKey)).padStart(27)} | ${readiness.padStart(20)} | ${ms(median(r.expandOne)).padStart(12)} | ${ms(median(r.expandAll)).padStart(14)} | ${ms(median(r.reopened)).padStart(14)}`,
    );
  }
  const ratios = (floor: DialogSamples) => {
    const mine = dialogResults.dialog;
    return `abrir: ${ratio(median(mine.opened), median(floor.opened))}, la tecla pintada: ${ratio(median(mine.keyPainted), median(floor.keyPainted))}, peor tecla del 1.er segundo: ${ratio(median(mine.slowestKey), median(floor.slowestKey))}, expandir una: ${ratio(median(mine.expandOne), median(floor.expandOne))}, expandir todas: ${ratio(median(mine.expandAll), median(floor.expandAll))}, abrir otra vez: ${ratio(median(mine.reopened), median(floor.reopened))}`;
  };
  console.log(
    `diálogo / React simple en el mismo diálogo (dialogPlainModal)  ${ratios(dialogResults.dialogPlainModal)} (objetivo: abrir, expandir una, expandir todas ≤ ${TARGETS.opened}; abrir otra vez ≤ ${TARGETS.reopened})`,
  );
  console.log(`diálogo / React simple, solo los campos (dialogPlain)          ${ratios(dialogResults.dialogPlain)}`);
});

// The verdict: each figure is the median of the runs' own (a ratio is read within its run, against the plain React measured beside it).
const verdict = (label: string, perRun: number[], target: number, format: (value: number) => string) => {
  const value = median(perRun);
  return `${label} ${format(value)} (pasadas: ${perRun.map(format).join(', ')}; objetivo ≤ ${format(target)}): ${value <= target ? 'cumplido' : 'NO cumplido'}`;
};
const times = (value: number) => `${value.toFixed(2)} ×`;
const millis = (value: number) => `${value.toFixed(0)} ms`;
console.log('');
console.log(
  `veredicto, mediana de ${dialogRuns.length} pasadas: ${[
    verdict(
      'abrir',
      dialogRuns.map((results) => ratioOf(results, 'opened')),
      TARGETS.opened,
      times,
    ),
    verdict(
      'abrir otra vez',
      dialogRuns.map((results) => ratioOf(results, 'reopened')),
      TARGETS.reopened,
      times,
    ),
    verdict(
      'preparación mostrada',
      dialogRuns.map((results) => median(results.dialog.readiness)),
      TARGETS.readinessMs,
      millis,
    ),
  ].join('; ')}`,
);

// The case check the dialog runs on every change and before a save (engine/cases/validation/loadCaseCheck.ts).
const checkSizes = await caseCheckSizes();
const ownChunk = `${template.key}.v${template.version}.js`;
const sharedGzip = [...checkSizes].filter(([file]) => !/\.v\d+\.js$/.test(file)).reduce((sum, [, size]) => sum + size.gzip, 0);
const ownGzip = checkSizes.get(ownChunk)?.gzip ?? NaN;
console.log('');
if (checkTiming) {
  console.log(
    `comprobación del caso en el navegador (${largest}, ejemplo completo): mediana ${median(checkTiming.times).toFixed(3)} ms, p95 ${quantile(checkTiming.times, 0.95).toFixed(3)} ms (objetivo ≤ 5 ms; ${checkTiming.wrong} erróneos, ${checkTiming.missing} faltantes)`,
  );
}
console.log(
  `lo que el navegador carga para comprobarlo (gzip): ${(ownGzip / 1024).toFixed(1)} kB del validador de ${ownChunk} + ${(sharedGzip / 1024).toFixed(1)} kB compartidos = ${((ownGzip + sharedGzip) / 1024).toFixed(1)} kB`,
);
