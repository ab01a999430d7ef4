/**
 * Lighthouse on the landing page, mobile and desktop, against a freshly started server (embedded
 * database in a temporary folder, the built front end). Prints the four category scores, FCP, LCP, TBT
 * and CLS, and for each profile a floor measured in the same run and the same way right after the page:
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
  const child = spawn(chromePath, [...CHROMIUM_ARGS, `--disable-features=${BROWSER_UI_FEATURES_OFF.join(',')}`, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
  return items.map((item) => String(item.url ?? '')).filter(Boolean).map((url) => url.replace(/^https?:\/\/[^/]+/, ''));
}

/** What Lighthouse took as the largest contentful paint: the element's selector and, in brackets, its text. */
function lcpElement(details: unknown): string {
  // Lighthouse 12 nests the element's table inside a list (the element, then the LCP phases).
  const tables = (details as { type?: string; items?: Details[] })?.type === 'list' ? ((details as { items: Details[] }).items ?? []) : [details as Details];
  for (const table of tables) {
    for (const item of table?.items ?? []) {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      if (node) return `${node.selector ?? '?'} (${(node.snippet ?? '').slice(0, 80)})`;
    }
  }
  return '?';
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' ');
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-landing-'));
await ensureFrontendBuild();
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_REQUESTS: '0' });
const server = await startServer(config, { logger: silentLogger, announce: () => {}, frontendDir: path.resolve('dist') });
const landing = await (await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
const floor = await serveFloorPage(server.url, floorHtml(landing));
const chromium = await launchChromium(path.join(work, 'profile'));
console.log(`load average at the start: ${loadAverage()}`);

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const rows: Record<string, Record<string, string>> = {};
const lcpOf: Record<string, number> = {};
try {
  for (const [profile, lighthouseConfig] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    // The floor right after the page, in the same browser: both see the same load.
    for (const [name, url, categories] of [
      [profile, `${server.url}/`, ALL_CATEGORIES],
      [`${profile} floor`, `${floor.url}/`, ['performance']],
    ] as const) {
      const measure = () =>
        lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }, lighthouseConfig);
      let result = await measure();
      // Headless Chromium occasionally fails a run outright (runtimeError, all scores 0); one retry is enough.
      if (result?.lhr.runtimeError) {
        console.log(`${name}: retrying after ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        result = await measure();
      }
      if (!result) throw new Error('Lighthouse returned no result');
      const { audits, runtimeError } = result.lhr;
      if (runtimeError) console.log(`${name}: Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
      const score = (id: string) => (id in result.lhr.categories ? String(Math.round((result.lhr.categories[id]?.score ?? 0) * 100)) : '');
      const lcp = audits['largest-contentful-paint'].numericValue ?? NaN;
      lcpOf[name] = lcp;
      rows[name] = {
        Performance: score('performance'),
        Accessibility: score('accessibility'),
        'Best Practices': score('best-practices'),
        SEO: score('seo'),
        FCP: audits['first-contentful-paint'].displayValue ?? '?',
        LCP: `${Math.round(lcp)} ms`,
        TBT: audits['total-blocking-time'].displayValue ?? '?',
        CLS: audits['cumulative-layout-shift'].displayValue ?? '?',
      };
      console.log(`${name}: LCP element: ${lcpElement(audits['largest-contentful-paint-element']?.details)}`);
      if (name === profile) {
        const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual');
        if (failing.length) console.log(`${name}: audits below 90: ${failing.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', ')}`);
        const uncached = listedUrls(audits['uses-long-cache-ttl']?.details);
        if (uncached.length) console.log(`${name}: without a long cache: ${uncached.join(', ')}`);
      }
      if (process.env.BENCH_REQUESTS) {
        const items = ((audits['network-requests']?.details as Details)?.items ?? []) as Array<Record<string, number | string>>;
        for (const r of items) console.log(`  ${String(r.url).replace(/^https?:\/\/[^/]+/, '')} ${r.resourceType} ${Math.round(Number(r.networkRequestTime))}-${Math.round(Number(r.networkEndTime))} ms ${r.transferSize} B`);
        const observed = ((audits.metrics?.details as Details)?.items?.[0] ?? {}) as Record<string, number>;
        console.log(`  observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`);
      }
    }
    rows[profile]['LCP − floor'] = `${Math.round(lcpOf[profile] - lcpOf[`${profile} floor`])} ms`;
  }
  console.table(rows);
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  // Chromium writes to its profile until it has exited: the folder is removed after that.
  const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
  chromium.process.kill();
  await exited;
  await floor.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
