/**
 * Browser-test harness: the real server (PGlite in memory, the built dist/) and Debian's Chromium
 * driven by playwright-core. One site per test file (see browserSuite.ts); a fresh browser context
 * (cookies, storage) per page.
 *
 *   const test = browserSuite('landing page');
 *   test('…', async ({ site }) => {
 *     const page = await site.newPage();         // or site.newPage({ viewport: MOBILE })
 *   await site.signInAsStaff(page);              // for /admin screens
 *   const violations = await runAxe(page);
 */
import { cp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Route } from 'playwright-core';
import { ensureFrontendBuild } from '../../backend/frontendBuild.ts';
import { startTestServer, TEST_USER, type TestClient, type TestServer } from '../../backend/testing/testServer.ts';
import type { StartOptions } from '../../backend/startServer.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's own windows (the address bar's suggestion popup) load in a renderer of their own with
 * every new page: some 100 ms of CPU taken from the page under test on a two-core machine, which made
 * figures and page timings swing with it. Off in every browser the tests and benchmarks start.
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features playwright-core 1.65 turns off (its chromiumSwitches). Chromium keeps only the last
 * `--disable-features` switch of its command line, so the harness's list must repeat them; the
 * browser-launch test fails when an upgraded playwright-core turns off one this list lacks.
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** A page from `site.newPage()`: `errors` collects uncaught exceptions and console errors. */
export type SitePage = Page & {
  errors: string[];
  /** Errors the test provokes on purpose (an HTTP 401 or 409 it asked for): not held against the page. */
  allowErrors(...patterns: RegExp[]): void;
};

export interface Site {
  /** The app's address, e.g. http://localhost:43121 */
  url: string;
  server: TestServer;
  browser: Browser;
  /** A page in a new, empty browser context; `errors` collects uncaught exceptions and console errors. */
  newPage(options?: BrowserContextOptions): Promise<SitePage>;
  /** Signs the page's context in as the test staff user through the API (cookies land in the context), unless it already is. */
  signInAsStaff(page: Page): Promise<void>;
  /** An HTTP client signed in as staff, for checking what the browser did. */
  staffApi(): Promise<TestClient>;
  /** The errors of every page opened since the last closePages() that no allowErrors() pattern excuses. */
  unexpectedErrors(): string[];
  /** Closes every context opened since the last call (call it after each test). */
  closePages(): Promise<void>;
  /** Empties the database (carousel re-seeded, test staff user re-created). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The console error Chromium logs for a response with this HTTP status (for `page.allowErrors`). */
export const httpError = (status: number) => new RegExp(`the server responded with a status of ${status} `);

/** Answers a routed request as the server does while its database is down (for `page.route`). */
export const serviceUnavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ error: 'Servicio no disponible, inténtelo más tarde', details: [] }),
  });

export async function launchChromium(): Promise<Browser> {
  const featuresOff = `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...BROWSER_UI_FEATURES_OFF].join(',')}`;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, featuresOff], headless: true });
}

/**
 * Starts the server on the built front end (building it first when stale) and Chromium.
 * Public submissions are not rate-limited here, so many tests may send forms from 127.0.0.1;
 * pass `{ publicSubmissionLimit: undefined }` to test with the real limit.
 */
export async function startSite(env: Record<string, string> = {}, options: StartOptions = {}): Promise<Site> {
  await ensureFrontendBuild({ log: () => {} });
  // Serve a private copy: another test run rebuilding dist/ meanwhile must not pull files from under this one.
  const snapshot = path.resolve('.tmp', `e2e-dist-${process.pid}-${Date.now()}`);
  await cp(path.resolve('dist'), snapshot, { recursive: true });
  const server = await startTestServer(env, { frontendDir: snapshot, publicSubmissionLimit: null, ...options });
  const browser = await launchChromium().catch(async (error) => {
    await server.close();
    await rm(snapshot, { recursive: true, force: true });
    throw error;
  });
  let contexts: BrowserContext[] = [];
  let pages: { page: SitePage; allowed: RegExp[] }[] = [];
  return {
    url: server.url,
    server,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: DESKTOP,
        locale: 'es-DO',
        timezoneId: 'America/Santo_Domingo',
        ...options,
        baseURL: server.url,
      });
      contexts.push(context);
      const page = (await context.newPage()) as SitePage;
      const allowed: RegExp[] = [];
      pages.push({ page, allowed });
      page.errors = [];
      page.allowErrors = (...patterns) => allowed.push(...patterns);
      page.on('pageerror', (error) => page.errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') page.errors.push(message.text());
      });
      return page;
    },
    async signInAsStaff(page) {
      // A second sign-in would end the session the page's own requests (after a reload, say) still
      // carry, and they would fail with 401: a context that is signed in stays as it is.
      const me = await page.context().request.get(`${server.url}/api/auth/me`);
      if (((await me.json()) as { user: unknown }).user) return;
      const response = await page.context().request.post(`${server.url}/api/auth/login`, {
        data: TEST_USER,
        headers: { Origin: server.url },
      });
      if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()} ${await response.text()}`);
    },
    staffApi: () => server.staff(),
    unexpectedErrors: () =>
      pages.flatMap(({ page, allowed }) => page.errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))),
    async closePages() {
      const open = contexts;
      contexts = [];
      pages = [];
      await Promise.all(open.map((context) => context.close()));
    },
    reset: () => server.reset(),
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.close();
      await rm(snapshot, { recursive: true, force: true });
    },
  };
}

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let axeSource: Promise<string> | null = null;

/**
 * Runs axe-core in the page and returns the serious and critical violations. The script is evaluated
 * over the DevTools protocol, which the page's Content-Security-Policy does not block (a <script> tag would be).
 */
export async function runAxe(page: Page, context: string | null = null): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  // Colours measured mid-fade are not the colours people read: let running animations end first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  await page.evaluate(source);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, context);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable list of violations for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/** True when the page is wider than its viewport (horizontal scrolling). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
