/**
 * Lighthouse on the landing page, mobile and desktop, against a freshly started server (embedded
 * database in a temporary folder, the built front end), three times (BENCH_RUNS). Prints each run's four
 * category scores, FCP, LCP, TBT and CLS, the main-thread work and script time of the first run, then the
 * median of the runs and a verdict against the targets (mobile: Performance ≥ 98, TBT ≤ floor + 60 ms,
 * LCP ≤ floor + 150 ms; desktop: Performance 100). For each profile a floor is measured in the same run and the same way right after the page:
 * the same HTML without any stylesheet, script or image (floorPage.ts). Lighthouse's simulated times grow
 * with the CPU time it observes, so on a shared machine a figure is read against its floor, and figures of
 * two versions only against each other when taken close together (the load average is printed).
 *
 *   node --import tsx bench/landing/run.ts
 *
 * BENCH_REQUESTS=1 also lists every request of the page and its floor, with the times observed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { loadConfig } from '../../backend/config.ts';
import { ensureFrontendBuild } from '../../backend/frontendBuild.ts';
import { silentLogger } from '../../backend/http/logger.ts';
import { startServer } from '../../backend/startServer.ts';
import { BROWSER_UI_FEATURES_OFF, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../frontend/e2e/harness.ts';
import { floorHtml, serveFloorPage } from './floorPage.ts';

const chromePath = process.env.CHROME_PATH || CHROMIUM_PATH;

/** Starts Chromium with remote debugging on a free port and resolves with that port. */
function launchChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    chromePath,
    [
      ...CHROMIUM_ARGS,
      `--disable-features=${BROWSER_UI_FEATURES_OFF.join(',')}`,
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), process: child });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
}

type Details = { type?: string; items?: Array<Record<string, unknown>> } | undefined;

/** The URLs an audit lists (for example the resources served without a long cache lifetime). */
function listedUrls(details: unknown): string[] {
  const items = (details as Details)?.items ?? [];
  return items
    .map((item) => String(item.url ?? ''))
    .filter(Boolean)
    .map((url) => url.replace(/^https?:\/\/[^/]+/, ''));
}

/** What Lighthouse took as the largest contentful paint: the element's selector and, in brackets, its text. */
function lcpElement(details: unknown): string {
  // Lighthouse 12 nests the element's table inside a list (the element, then the LCP phases).
  const tables =
    (details as { type?: string; items?: Details[] })?.type === 'list'
      ? ((details as { items: Details[] }).items ?? [])
      : [details as Details];
  for (const table of tables) {
    for (const item of table?.items ?? []) {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      if (node) return `${node.selector ?? '?'} (${(node.snippet ?? '').slice(0, 80)})`;
    }
  }
  return '?';
}

/** Lighthouse's main-thread time by kind of work (`mainthread-work-breakdown`), largest first. */
function mainThreadWork(details: unknown): string {
  const items = ((details as Details)?.items ?? []) as Array<{ groupLabel?: string; duration?: number }>;
  return items
    .filter((item) => (item.duration ?? 0) >= 5)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`)
    .join(', ');
}

/** Lighthouse's script time per file (`bootup-time`): evaluation and parse/compile. */
function scriptBootup(details: unknown): string {
  const items = ((details as Details)?.items ?? []) as Array<{ url?: string; scripting?: number; scriptParseCompile?: number }>;
  return (
    items
      .map(
        (item) =>
          `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} run ${Math.round(item.scripting ?? 0)} + compile ${Math.round(item.scriptParseCompile ?? 0)} ms`,
      )
      .join(', ') || "none above Lighthouse's threshold"
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-landing-'));
await ensureFrontendBuild();
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_REQUESTS: '0' });
const server = await startServer(config, { logger: silentLogger, announce: () => {}, frontendDir: path.resolve('dist') });
const landing = await (await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
const floorPage = await serveFloorPage(server.url, floorHtml(landing));
const chromium = await launchChromium(path.join(work, 'profile'));
console.log(`load average at the start: ${loadAverage()}`);

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** One Lighthouse pass of a profile's page or floor: the figures the verdict reads, and the row printed. */
interface Measured {
  performance: number;
  lcp: number;
  tbt: number;
  row: Record<string, string>;
}

async function measure(
  name: string,
  url: string,
  categories: readonly string[],
  lighthouseConfig: typeof desktopConfig | undefined,
  firstRun: boolean,
): Promise<Measured> {
  const pass = () =>
    lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }, lighthouseConfig);
  let result = await pass();
  // Headless Chromium occasionally fails a run outright (runtimeError, all scores 0); one retry is enough.
  if (result?.lhr.runtimeError) {
    console.log(`${name}: retrying after ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    result = await pass();
  }
  if (!result) throw new Error('Lighthouse returned no result');
  const { audits, runtimeError } = result.lhr;
  if (runtimeError) console.log(`${name}: Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => (id in result.lhr.categories ? String(Math.round((result.lhr.categories[id]?.score ?? 0) * 100)) : '');
  const lcp = audits['largest-contentful-paint'].numericValue ?? NaN;
  const tbt = audits['total-blocking-time'].numericValue ?? NaN;
  if (firstRun) {
    console.log(`${name}: LCP element: ${lcpElement(audits['largest-contentful-paint-element']?.details)}`);
    if (!name.endsWith('floor')) {
      const failing = Object.values(audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      );
      if (failing.length)
        console.log(`${name}: audits below 90: ${failing.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`);
      const uncached = listedUrls(audits['uses-long-cache-ttl']?.details);
      if (uncached.length) console.log(`${name}: without a long cache: ${uncached.join(', ')}`);
      console.log(`${name}: main-thread work: ${mainThreadWork(audits['mainthread-work-breakdown']?.details)}`);
      console.log(`${name}: script time by file: ${scriptBootup(audits['bootup-time']?.details)}`);
    }
  }
  if (process.env.BENCH_REQUESTS) {
    const items = ((audits['network-requests']?.details as Details)?.items ?? []) as Array<Record<string, number | string>>;
    for (const r of items)
      console.log(
        `  ${String(r.url).replace(/^https?:\/\/[^/]+/, '')} ${r.resourceType} ${Math.round(Number(r.networkRequestTime))}-${Math.round(Number(r.networkEndTime))} ms ${r.transferSize} B`,
      );
    const observed = ((audits.metrics?.details as Details)?.items?.[0] ?? {}) as Record<string, number>;
    console.log(
      `  observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
    );
  }
  return {
    performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    lcp,
    tbt,
    row: {
      Performance: score('performance'),
      Accessibility: score('accessibility'),
      'Best Practices': score('best-practices'),
      SEO: score('seo'),
      FCP: audits['first-contentful-paint'].displayValue ?? '?',
      LCP: `${Math.round(lcp)} ms`,
      TBT: `${Math.round(tbt)} ms`,
      CLS: audits['cumulative-layout-shift'].displayValue ?? '?',
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per profile and run: the page, its floor, and their differences. */
const runs: Record<'mobile' | 'desktop', Array<{ page: Measured; floor: Measured }>> = { mobile: [], desktop: [] };
try {
  for (let run = 1; run <= RUNS; run++) {
    const rows: Record<string, Record<string, string>> = {};
    for (const [profile, lighthouseConfig] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      // The floor right after the page, in the same browser: both see the same load.
      const page = await measure(profile, `${server.url}/`, ALL_CATEGORIES, lighthouseConfig, run === 1);
      const floor = await measure(`${profile} floor`, `${floorPage.url}/`, ['performance'], lighthouseConfig, run === 1);
      runs[profile].push({ page, floor });
      rows[profile] = {
        ...page.row,
        'LCP − floor': `${Math.round(page.lcp - floor.lcp)} ms`,
        'TBT − floor': `${Math.round(page.tbt - floor.tbt)} ms`,
      };
      rows[`${profile} floor`] = floor.row;
    }
    console.log(`run ${run} of ${RUNS} (load average ${loadAverage()}):`);
    console.table(rows);
  }

  // The verdict reads the median of the runs, each figure against its floor of the same run.
  const summary: Record<string, Record<string, string>> = {};
  const verdicts: string[] = [];
  for (const profile of ['mobile', 'desktop'] as const) {
    const performance = median(runs[profile].map((r) => r.page.performance));
    const tbtOver = median(runs[profile].map((r) => r.page.tbt - r.floor.tbt));
    const lcpOver = median(runs[profile].map((r) => r.page.lcp - r.floor.lcp));
    summary[`${profile} (median of ${RUNS})`] = {
      Performance: String(performance),
      TBT: `${Math.round(median(runs[profile].map((r) => r.page.tbt)))} ms`,
      'TBT − floor': `${Math.round(tbtOver)} ms`,
      LCP: `${Math.round(median(runs[profile].map((r) => r.page.lcp)))} ms`,
      'LCP − floor': `${Math.round(lcpOver)} ms`,
    };
    const targets =
      profile === 'mobile' ? { performance: 98, tbtOver: 60, lcpOver: 150 } : { performance: 100, tbtOver: Infinity, lcpOver: Infinity };
    const checks = [
      [`Performance ${performance} ≥ ${targets.performance}`, performance >= targets.performance],
      ...(profile === 'mobile'
        ? ([
            [`TBT floor + ${Math.round(tbtOver)} ms ≤ floor + ${targets.tbtOver} ms`, tbtOver <= targets.tbtOver],
            [`LCP floor + ${Math.round(lcpOver)} ms ≤ floor + ${targets.lcpOver} ms`, lcpOver <= targets.lcpOver],
          ] as const)
        : []),
    ] as const;
    for (const [text, met] of checks) verdicts.push(`${profile}: ${text}: ${met ? 'met' : 'NOT met'}`);
  }
  console.table(summary);
  for (const line of verdicts) console.log(line);
  console.log(verdicts.every((line) => line.endsWith(': met')) ? 'verdict: every target met' : 'verdict: some target not met');
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  // Chromium writes to its profile until it has exited: the folder is removed after that.
  const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
  chromium.process.kill();
  await exited;
  await floorPage.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
