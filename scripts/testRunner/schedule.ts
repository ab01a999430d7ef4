/**
 * The order test files are handed to workers: slowest first, so that no long file starts last and
 * keeps one worker busy after the others have run out of work. How long each file took is kept in
 * .tmp/test-timings.json from one run to the next.
 */
import { readFile, rename, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileResult, TestFile } from './runTestFile.ts';

const TIMINGS_FILE = path.resolve('.tmp', 'test-timings.json');

/** Milliseconds each file took on its last run, by name. */
export type Timings = Record<string, number>;

export async function readTimings(): Promise<Timings> {
  try {
    return JSON.parse(await readFile(TIMINGS_FILE, 'utf8')) as Timings;
  } catch {
    return {};
  }
}

/** Records this run's times; files it did not run keep theirs. */
export async function saveTimings(previous: Timings, results: FileResult[]): Promise<void> {
  const timings = { ...previous };
  for (const result of results) if (!result.failed) timings[result.name] = Math.round(result.ms);
  await mkdir(path.dirname(TIMINGS_FILE), { recursive: true });
  // Written aside and renamed: another run reading it never sees half a file.
  const partial = `${TIMINGS_FILE}.${process.pid}`;
  await writeFile(partial, JSON.stringify(timings, null, 1) + '\n');
  await rename(partial, TIMINGS_FILE);
}

/**
 * A guess at the weight of a file never timed (a fresh clone, a new file): its size, four times over
 * for a file that starts a server, a browser, a build or another process.
 */
async function weight(test: TestFile): Promise<number> {
  const source = await readFile(test.file, 'utf8');
  const heavy = /startTestServer|startSite|ensureFrontendBuild|spawn|execFile/.test(source);
  return (await stat(test.file)).size * (heavy ? 4 : 1);
}

export async function slowestFirst(tests: TestFile[], timings: Timings): Promise<TestFile[]> {
  const weighed = await Promise.all(tests.map(async (test) => ({ test, weight: await weight(test), ms: timings[test.name] })));
  // Weights turned into milliseconds at the rate of the files timed, so guesses and times rank together.
  const timed = weighed.filter((entry) => entry.ms !== undefined);
  const rate = timed.length ? timed.reduce((sum, entry) => sum + entry.ms!, 0) / timed.reduce((sum, entry) => sum + entry.weight, 0) : 1;
  const expected = (entry: (typeof weighed)[number]) => entry.ms ?? entry.weight * rate;
  return weighed.sort((a, b) => expected(b) - expected(a)).map(({ test }) => test);
}
