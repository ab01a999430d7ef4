/**
 * The Chromium every browser test and benchmark starts (harness.ts, launchChromium): its command line
 * as the operating system holds it, read from /proc. Chromium applies only the last `--disable-features`
 * switch, so that one must hold every feature playwright-core turns off as well as the browser's own
 * windows the harness turns off; and no renderer for those windows may start beside a page.
 */
import { readdir, readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium } from 'playwright-core';
import { BROWSER_UI_FEATURES_OFF, CHROMIUM_PATH, launchChromium } from './harness.ts';

const test = suite('browser launch');

interface Process {
  pid: number;
  ppid: number;
  args: string[];
}

async function processes(): Promise<Process[]> {
  const found: Process[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The command name (in parentheses) may hold spaces: the fields after it are counted from its end.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      // Chromium's child processes rewrite their title: their arguments come back as one string with spaces.
      const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split(/[\0 ]/).filter(Boolean);
      found.push({ pid: Number(entry), ppid, args });
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** The browser processes this test started (children of this process running Chromium) and everything under them. */
async function browserTree() {
  const all = await processes();
  const browsers = all.filter((p) => p.ppid === process.pid && p.args.some((arg) => arg.startsWith('--remote-debugging-pipe')));
  const tree = [...browsers];
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i].pid));
  return { browsers, tree };
}

const featuresOf = (args: string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));

test('the last --disable-features switch holds playwright-core’s features and the browser windows turned off', async () => {
  // playwright-core's own list, as it starts Chromium without the harness's arguments.
  const plain = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
  let playwrightOff: string[];
  try {
    const { browsers } = await browserTree();
    assert.is(browsers.length, 1, 'one browser process started by playwright-core');
    const lists = featuresOf(browsers[0].args);
    assert.is(lists.length, 1, 'playwright-core passes one list of its own');
    playwrightOff = lists[0];
  } finally {
    await plain.close();
  }
  const browser = await launchChromium();
  try {
    const { browsers } = await browserTree();
    assert.is(browsers.length, 1);
    const applied = featuresOf(browsers[0].args).at(-1)!;
    for (const feature of [...playwrightOff, ...BROWSER_UI_FEATURES_OFF]) assert.ok(applied.includes(feature), `${feature} is turned off`);
  } finally {
    await browser.close();
  }
});

test('a page opens without a renderer for the browser’s own windows beside it', async () => {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.setContent('<p>Hola</p>');
    const { tree } = await browserTree();
    const renderers = tree.filter((p) => p.args.includes('--type=renderer'));
    assert.ok(renderers.length >= 1, 'the page has a renderer');
    assert.equal(
      renderers.filter((p) => p.args.includes('--top-chrome-webui')).map((p) => p.pid),
      [],
    );
  } finally {
    await browser.close();
  }
});

test.run();
