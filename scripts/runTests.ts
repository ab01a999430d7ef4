/**
 * Runs the uvu test files in parallel worker processes (scripts/testRunner/), each worker over a
 * database of its own, and ends with one summary of every file's tests and the wall time.
 *   npm test                         unit and integration tests (*.test.ts)
 *   npm run test:e2e                 browser tests (frontend/e2e/*.e2e.ts), one worker
 *   node --import tsx scripts/runTests.ts <part of a file name> [--e2e]
 *   TEST_WORKERS=n                   how many workers (3 by default; browser tests: 1)
 * Why and how: docs/decisions/0238-tests-run-in-parallel-workers.md.
 */
import { parse } from 'uvu/parse';
import { ensureFrontendBuild } from '../backend/frontendBuild.ts';
import { runInWorkers } from './testRunner/pool.ts';
import { readTimings, saveTimings, slowestFirst } from './testRunner/schedule.ts';
import { createWorkerDatabases, workerDatabaseUrl } from './testRunner/workerDatabases.ts';

const started = performance.now();
const e2e = process.argv.includes('--e2e');
const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

/**
 * Three workers on the two-core machine the suite is timed on: a file spends about a third of its time
 * waiting (timers, child processes, the network), which a third worker fills
 * (docs/decisions/0238-tests-run-in-parallel-workers.md). Browser tests run one file at a time: each drives a
 * Chromium whose timing-sensitive checks want both cores.
 */
function workerCount(): number {
  const setting = process.env.TEST_WORKERS;
  if (setting === undefined || setting === '') return e2e ? 1 : 3;
  if (!/^[1-9][0-9]*$/.test(setting)) {
    console.error(`TEST_WORKERS must be a whole number of workers, 1 or more (it is "${setting}")`);
    process.exit(2);
  }
  return Number(setting);
}

// Browser tests run against dist/: rebuild it first when the front end changed.
if (e2e) await ensureFrontendBuild();
const pattern = e2e ? '\\.e2e\\.ts$' : '\\.test\\.ts$';
const { suites } = await parse('.', pattern, { ignore: ['^data', '^dist', '^\\.tmp', '^bench'] });
const selected = filter ? suites.filter((s) => s.name.includes(filter)) : suites;
const workers = Math.max(1, Math.min(workerCount(), selected.length));

const databaseUrl = process.env.DATABASE_URL || null;
if (databaseUrl) await createWorkerDatabases(databaseUrl, workers);

const timings = await readTimings();
const results = await runInWorkers(await slowestFirst(selected, timings), {
  workers,
  envOf: (n) => ({
    TEST_WORKER: String(n),
    TEST_COLOR: process.stdout.isTTY ? '1' : '0',
    ...(databaseUrl ? { DATABASE_URL: workerDatabaseUrl(databaseUrl, n) } : {}),
  }),
  print: (text) => process.stdout.write(text),
});
await saveTimings(timings, results);

const sum = (count: (r: (typeof results)[number]) => number) => results.reduce((total, r) => total + count(r), 0);
const failed = results.filter((r) => r.failed);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
if (failed.length) process.stdout.write(`  Failed:\n${failed.map((r) => `    ${r.name}\n`).join('')}\n`);
// uvu's summary lines, which .ci/run adds up.
process.stdout.write(`  Total:     ${sum((r) => r.total)}\n`);
process.stdout.write(`  Passed:    ${sum((r) => r.passed)}\n`);
process.stdout.write(`  Skipped:   ${sum((r) => r.skipped)}\n`);
process.stdout.write(
  `  Duration:  ${seconds(performance.now() - started)} wall time, ${results.length} files in ${workers} worker${workers === 1 ? '' : 's'} (${seconds(sum((r) => r.ms))} of test files)\n\n`,
);
process.exit(failed.length ? 1 : 0);
