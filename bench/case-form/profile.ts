/**
 * Where the case dialog's opening time goes: loads the bench page's product dialog (bench/case-form/page,
 * built unminified so functions keep their names) under Chromium's sampling profiler, types one key into
 * the first section's first input as run.ts does, and prints the JavaScript time from the start until that
 * key showed, by function (self time) and by the product's own modules (time inside them, callees included).
 * Also writes the profile to .tmp/bench-case-form-profile/dialog.cpuprofile (open it in Chrome's DevTools).
 *
 * With --reopen, the dialog opened a second time in the page (the first opening and closing not profiled apart:
 * the timeline starts at the measured opening).
 *
 *   node --import tsx bench/case-form/profile.ts [--runs=3] [--reopen]
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../frontend/e2e/harness.ts';
import { compileHints } from '../../frontend/build/compileHints.ts';
import { serveStaticPage } from '../../frontend/e2e/staticPage.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve('.tmp/bench-case-form-profile');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const reopen = process.argv.includes('--reopen');

async function buildUnminified() {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: path.join(here, 'page'),
    base: './',
    mode: 'production',
    // With the product's compile hints, as run.ts measures: without them the first call of each chunk's
    // functions (the case validator above all) is compiled on the main thread and counted in its caller.
    plugins: [react(), compileHints()],
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 100_000,
    },
    css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'if-function'] } } },
  });
}

/** Each sample: its node and its time (ms since the profile's start). */
function sampleTimes(profile: CpuProfile) {
  let at = 0;
  return profile.samples.map((node, i) => {
    at += profile.timeDeltas[i];
    return { node, at: at / 1000, length: (profile.timeDeltas[i + 1] ?? 0) / 1000 };
  });
}

// React's and the browser's own frames: the timeline names the first frame of the page's code instead.
const MACHINERY =
  /^(\(root\)|\(program\)|\(anónima\)|performWorkOnRoot|performWorkUntilDeadline|processRootScheduleInMicrotask|flush\w*|perform\w*|render\w*|workLoop\w*|beginWork|completeWork|completeUnitOfWork|commit\w*|recursively\w*|update\w*Component|mount\w*|reconcile\w*|run\w*|dispatch\w*|callCallback|invokeGuardedCallback|exports\.\w+|useMemo|useState|useReducer|useEffect|useSyncExternalStore|Form|Component|createElement)$/;

/**
 * When the dialog's render starts (ms since the profile's start): after the bench page built its template
 * registry and read the tab's drafts (main.tsx), the last page code before it hands the dialog to React.
 */
function renderStartIn(profile: CpuProfile): number {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const setup = new Set(
    profile.nodes.filter((node) => ['createTemplateRegistry', 'hasDraft'].includes(node.callFrame.functionName)).map((node) => node.id),
  );
  const inSetup = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (setup.has(at)) return true;
    return false;
  };
  const last = sampleTimes(profile).findLast((sample) => inSetup(sample.node));
  if (!last) throw new Error('El perfil no muestra la preparación de la página');
  return last.at + last.length;
}

/** With --reopen: when the measured opening starts (the first sample in main.tsx's `measured`), ms since the profile's start. */
function reopenStartIn(profile: CpuProfile): number {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inMeasured = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)!.callFrame.functionName === 'measured') return true;
    return false;
  };
  const first = sampleTimes(profile).find((sample) => inMeasured(sample.node));
  if (!first) throw new Error('El perfil no muestra la segunda apertura');
  return first.at;
}

// A long run of work is cut in pieces of this length, each named apart.
const BUCKET_MS = 25;

function report(profile: CpuProfile, fromMs: number, openedMs: number) {
  const untilMs = fromMs + openedMs;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (id: number) => byId.get(id)!.callFrame.functionName || '(anónima)';
  const stack = (id: number) => {
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) names.unshift(name(at));
    return names;
  };
  const samples = sampleTimes(profile).filter((sample) => sample.at >= fromMs && sample.at <= untilMs);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // The timeline: runs of busy samples (a gap of idle over 2 ms ends one), each named by the page frames it spent most in.
  const tasks: { start: number; end: number; frames: Map<string, number> }[] = [];
  for (const sample of samples) {
    const names = stack(sample.node);
    const leaf = names.at(-1)!;
    self.set(leaf, (self.get(leaf) ?? 0) + sample.length);
    for (const label of new Set(names)) inclusive.set(label, (inclusive.get(label) ?? 0) + sample.length);
    if (leaf === '(idle)') continue;
    let task = tasks.at(-1);
    if (!task || sample.at - task.end > 2 || sample.at - task.start > BUCKET_MS)
      tasks.push((task = { start: sample.at, end: sample.at, frames: new Map() }));
    task.end = sample.at + sample.length;
    // Named by the page's own frames; work that is React's or the browser's alone by its innermost two frames.
    const own = names.filter((frame) => !MACHINERY.test(frame));
    for (const label of new Set(own.length ? own.slice(-2) : names.slice(-2).map((frame) => `[${frame}]`)))
      task.frames.set(label, (task.frames.get(label) ?? 0) + sample.length);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([label, time]) => `  ${time.toFixed(1).padStart(7)} ms  ${label}`)
      .join('\n');
  console.log('cronología (ms desde el render, duración, dónde):');
  for (const task of tasks.filter((t) => t.end - t.start >= 3)) {
    const where = [...task.frames]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([label, time]) => `${label} ${time.toFixed(0)}`)
      .join(', ');
    console.log(`  ${(task.start - fromMs).toFixed(0).padStart(6)} +${(task.end - task.start).toFixed(0).padStart(5)}  ${where}`);
  }
  console.log(`tiempo propio, las 25 primeras:\n${top(self, 25)}`);
  console.log(`tiempo dentro (con lo que llaman), las 70 primeras:\n${top(inclusive, 70)}`);
}

await buildUnminified();
// Same origin as the bench page, so the renderer (and its profiler) stays the same across the navigation.
await writeFile(path.join(outDir, 'blank.html'), '<!doctype html><title>vacía</title>');
const site = await serveStaticPage(outDir);
const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/blank.html`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${site.url}/?variant=dialog&template=usa${reopen ? '&reopen' : ''}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__dialog?.focusFirstInput(), undefined, { polling: 1 });
    await page.keyboard.press('x');
    const opened = await page.evaluate(() => window.__dialog.opened);
    const focusedAt = await page.evaluate(() => window.__dialog.focusedAt);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await writeFile(path.join(outDir, `dialog-${run}.cpuprofile`), JSON.stringify(profile));
    console.log(`\nvuelta ${run + 1}: abrir hasta responder ${opened.toFixed(1)} ms (primer campo enfocado a ${focusedAt.toFixed(1)} ms)`);
    // The profile starts before the navigation: from the dialog's first render until the key showed.
    report(profile, reopen ? reopenStartIn(profile) : renderStartIn(profile), opened);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
