/**
 * Where the landing's main-thread time goes on a phone: loads `/` in Chromium at 390 × 844 with the CPU
 * slowed 4× (as Lighthouse's mobile profile simulates), records the timeline and a CPU profile until the
 * app has started and the page is idle, and prints the tasks of 10 ms or more (start, length, and their
 * script / style / layout / parse time, and the thread's CPU time in it, which the machine's other work does not
 * lengthen), then the functions with the most self time, by source file when
 * the build has source maps.
 *
 *   node --import tsx bench/landing/trace.ts [--dist=dist] [--runs=1]
 *
 * For names in the profile: `npx vite build --sourcemap --outDir .tmp/dist-maps` and `--dist=.tmp/dist-maps`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { loadConfig } from '../../backend/config.ts';
import { ensureFrontendBuild } from '../../backend/frontendBuild.ts';
import { silentLogger } from '../../backend/http/logger.ts';
import { startServer } from '../../backend/startServer.ts';
import { launchChromium, MOBILE } from '../../frontend/e2e/harness.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.evaluateModule': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const frontendDir = path.resolve(option('dist') ?? 'dist');
const runs = Number(option('runs') ?? 1);
if (!option('dist')) await ensureFrontendBuild();

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-landing-trace-'));
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_REQUESTS: '0' });
const server = await startServer(config, { logger: silentLogger, announce: () => {}, frontendDir });
const browser = await launchChromium();

/** The source of a position in a built file, through its source map when there is one. */
const maps = new Map<string, SourceMapConsumer | null>();
async function sourceOf(url: string, line: number, column: number): Promise<string> {
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  if (!file.startsWith('/assets/')) return file || '(native)';
  if (!maps.has(file)) {
    const map = await readFile(path.join(frontendDir, `${file}.map`), 'utf8').catch(() => null);
    maps.set(file, map ? new SourceMapConsumer(JSON.parse(map)) : null);
  }
  const original = maps.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!original?.source) return file;
  return original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
}

try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute'] },
    } as never);
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    // The app has started once its entry script is in the document and has run; then the page goes idle.
    await page.waitForFunction(() => document.querySelector('script[src*="/assets/index-"]') !== null, undefined, { polling: 10 });
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 })),
    );
    await cdp.send('Tracing.end');
    await complete;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await context.close();

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    // Each sample's time, on the trace's clock (both count microseconds of the same monotonic clock).
    const sampleTimes: number[] = [];
    profile.timeDeltas.reduce((time, delta, i) => (sampleTimes[i] = time + delta), profile.startTime);
    /** The sources with the most self time between two instants of the trace. */
    const sourcesBetween = async (from: number, until: number) => {
      const bySource = new Map<string, number>();
      for (let i = 0; i < profile.samples.length; i++) {
        if (sampleTimes[i] < from || sampleTimes[i] >= until) continue;
        const { url, lineNumber, columnNumber, functionName } = byId.get(profile.samples[i])!.callFrame;
        const source = url ? await sourceOf(url, lineNumber, columnNumber) : `(${functionName || 'native'})`;
        bySource.set(source, (bySource.get(source) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      }
      return [...bySource]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .filter(([, ms]) => ms >= 1)
        .map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
        .join(', ');
    };
    const navigation = events.find((event) => event.name === 'navigationStart' || event.name === 'TracingStartedInBrowser')!;
    const tasks = events
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= 10_000)
      .sort((a, b) => a.ts - b.ts);
    const mainTid = tasks.length ? mode(tasks.map((task) => task.tid)) : -1;
    console.log(`run ${run}: tasks of 10 ms or more on the main thread (ms from the start of the trace)`);
    let blocking = 0;
    for (const task of tasks.filter((t) => t.tid === mainTid)) {
      const inside: Record<string, number> = {};
      let coveredUntil = 0;
      for (const event of events) {
        if (
          event.tid !== task.tid ||
          event.ph !== 'X' ||
          !KINDS[event.name] ||
          event.ts < task.ts ||
          event.ts + (event.dur ?? 0) > task.ts + task.dur! ||
          event.ts < coveredUntil
        )
          continue;
        coveredUntil = event.ts + (event.dur ?? 0);
        inside[KINDS[event.name]] = (inside[KINDS[event.name]] ?? 0) + (event.dur ?? 0) / 1000;
      }
      blocking += Math.max(0, task.dur! / 1000 - 50);
      const parts = Object.entries(inside)
        .filter(([, ms]) => ms >= 1)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join(', ');
      console.log(
        `  ${((task.ts - navigation.ts) / 1000).toFixed(0).padStart(6)} +${(task.dur! / 1000).toFixed(0).padStart(4)} (cpu ${((task.tdur ?? 0) / 1000).toFixed(0).padStart(3)})  ${parts}`,
      );
      if ((inside.script ?? 0) >= 30) console.log(`           script in it: ${await sourcesBetween(task.ts, task.ts + task.dur!)}`);
    }
    console.log(`  time over 50 ms in those tasks (observed blocking time): ${blocking.toFixed(0)} ms`);

    // Self time per function (the profile's samples), then per source file.
    const selfTime = new Map<number, number>();
    profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[i] / 1000));
    const byFunction = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const [id, ms] of selfTime) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
      if (!url) continue;
      const source = await sourceOf(url, lineNumber, columnNumber);
      byFunction.set(
        `${functionName || '(anonymous)'} ${source}`,
        (byFunction.get(`${functionName || '(anonymous)'} ${source}`) ?? 0) + ms,
      );
      byFile.set(source, (byFile.get(source) ?? 0) + ms);
    }
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${name}`)
        .join('\n');
    console.log(`  script self time by source file:\n${top(byFile, 15)}`);
    console.log(`  by function:\n${top(byFunction, 20)}`);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}
