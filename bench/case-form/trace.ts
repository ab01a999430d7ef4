/**
 * Where the case dialog's opening time goes on the main thread, by kind of work: loads the bench page's
 * product dialog (or plain React's: `--plain` its inputs alone, `--plain-modal` opening the same dialog)
 * with Chromium's timeline recording, types one key into the first section's first input as run.ts does,
 * and prints, from the dialog's render start until the key showed, the main thread's tasks (start, length, and their script / style / layout / paint time), then
 * the totals, and the main thread's CPU time in them (`cpu`: thread time, which the machine's other work
 * does not lengthen, unlike the tasks' length). The page is the bench page as run.ts builds it (minified, with compile hints).
 *
 *   node --import tsx bench/case-form/trace.ts [--runs=3] [--plain | --plain-modal] [--reopen]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../frontend/e2e/harness.ts';
import { buildStaticPage, serveStaticPage } from '../../frontend/e2e/staticPage.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve('.tmp/bench-case-form-trace');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const variant = process.argv.includes('--plain') ? 'dialogPlain' : process.argv.includes('--plain-modal') ? 'dialogPlainModal' : 'dialog';
const reopen = process.argv.includes('--reopen');

// Timeline events and the kind of work each stands for; nested ones are counted inside the outermost.
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.evaluateModule': 'script',
  V8Console: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ScheduleStyleRecalculation: '',
  Layout: 'layout',
  UpdateLayerTree: 'paint',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
};

await buildStaticPage(path.join(here, 'page'), outDir);
const site = await serveStaticPage(outDir);
const browser = await launchChromium();
const totals: Record<string, number[]> = {};
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'v8.execute'],
      },
    } as never);
    await page.goto(`${site.url}/?variant=${variant}&template=usa${reopen ? '&reopen' : ''}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__dialog?.focusFirstInput(), undefined, { polling: 1 });
    await page.keyboard.press('x');
    const opened = await page.evaluate(() => window.__dialog.opened);
    const focusedAt = await page.evaluate(() => window.__dialog.focusedAt);
    await cdp.send('Tracing.end');
    await complete;
    await context.close();

    const marks = events.filter((event) => event.name === 'renderStart' && event.cat.includes('user_timing'));
    const start = marks.at(-1);
    if (!start) throw new Error('El registro no muestra renderStart');
    const main = events.filter(
      (event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.dur !== undefined,
    );
    const from = start.ts;
    const until = from + opened * 1000;
    // Style recalculations and the elements each one styled (not hurried by the machine's load: a count).
    const styled = main.filter((event) => event.name === 'UpdateLayoutTree' && event.ts >= from && event.ts < until);
    console.log(
      `  estilos: ${styled.map((event) => `${((event.ts - from) / 1000).toFixed(0)} ms: ${(event.args?.elementCount as number | undefined) ?? '?'} elementos ${(event.dur! / 1000).toFixed(1)} ms`).join('; ')}`,
    );
    const tasks = main
      .filter((event) => event.name === 'RunTask' && event.ts + event.dur! > from && event.ts < until)
      .sort((a, b) => a.ts - b.ts);
    const kinds = main.filter((event) => KINDS[event.name]).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    console.log(
      `\nvuelta ${run + 1} (${variant}): abrir hasta responder ${opened.toFixed(1)} ms (primer campo enfocado a ${focusedAt.toFixed(1)} ms)`,
    );
    const sum: Record<string, number> = {};
    // CPU (thread time) by kind of work until the first input was focused.
    const beforeFocus: Record<string, number> = {};
    for (const task of tasks) {
      if (task.ts < from) continue;
      const inside: Record<string, number> = {};
      let coveredUntil = 0;
      for (const event of kinds) {
        if (event.ts < task.ts || event.ts + event.dur! > task.ts + task.dur! || event.ts < coveredUntil) continue;
        coveredUntil = event.ts + event.dur!;
        inside[KINDS[event.name]] = (inside[KINDS[event.name]] ?? 0) + event.dur! / 1000;
        if (task.ts < from + focusedAt * 1000)
          beforeFocus[KINDS[event.name]] = (beforeFocus[KINDS[event.name]] ?? 0) + (event.tdur ?? 0) / 1000;
      }
      const other = task.dur! / 1000 - Object.values(inside).reduce((a, b) => a + b, 0);
      inside.other = Math.max(0, other);
      for (const [kind, time] of Object.entries(inside)) sum[kind] = (sum[kind] ?? 0) + time;
      if (process.argv.includes('--all') && task.ts < from + focusedAt * 1000)
        console.log(
          `  ${((task.ts - from) / 1000).toFixed(1).padStart(7)} +${(task.dur! / 1000).toFixed(1).padStart(6)} cpu ${((task.tdur ?? 0) / 1000).toFixed(1)}`,
        );
      else if (task.dur! >= 2000) {
        const parts = Object.entries(inside)
          .filter(([, time]) => time >= 0.5)
          .map(([kind, time]) => `${kind} ${time.toFixed(1)}`)
          .join(', ');
        console.log(`  ${((task.ts - from) / 1000).toFixed(1).padStart(7)} +${(task.dur! / 1000).toFixed(1).padStart(6)}  ${parts}`);
      }
    }
    // The main thread's own CPU time in those tasks (thread time): unlike their length, not lengthened
    // while the machine's other work holds the core.
    sum.cpu = tasks.filter((task) => task.ts >= from).reduce((total, task) => total + (task.tdur ?? 0) / 1000, 0);
    // …and until the first input was found on screen and focused: the work before it could take a key.
    sum.cpuToFocus = tasks
      .filter((task) => task.ts >= from && task.ts < from + focusedAt * 1000)
      .reduce((total, task) => total + (task.tdur ?? 0) / 1000, 0);
    console.log(
      `  total: ${Object.entries(sum)
        .map(([kind, time]) => `${kind} ${time.toFixed(1)}`)
        .join(', ')}`,
    );
    console.log(
      `  CPU hasta enfocar: ${Object.entries(beforeFocus)
        .map(([kind, time]) => `${kind} ${time.toFixed(1)}`)
        .join(', ')}`,
    );
    for (const [kind, time] of Object.entries(sum)) (totals[kind] ??= []).push(time);
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(
  `\nen ${runs} vueltas: ${Object.entries(totals)
    .map(([kind, times]) => `${kind} ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`)
    .join(', ')} ms`,
);
