/**
 * Runs one uvu test file in this process and counts its tests, as `uvu/run` does for a whole suite but
 * one file at a time: a worker process (worker.ts) runs many files one after another and reports each.
 */
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';

export interface TestFile {
  /** The path from the project folder, as uvu names it (`backend/auth/login.test.ts`). */
  name: string;
  /** Its absolute path. */
  file: string;
}

export interface FileResult {
  name: string;
  total: number;
  passed: number;
  skipped: number;
  /** A test failed, or the file could not be loaded. */
  failed: boolean;
  ms: number;
}

/** What `suite.run()` queues: uvu's runner of one suite, answering `[errors | true, passed, skipped, total]`. */
type QueuedSuite = () => Promise<[string | true, number, number, number]>;

declare global {
  // uvu's own globals (uvu/dist/index.mjs): the queue `suite.run()` appends to, and the group it appends at.
  var UVU_DEFER: number;
  var UVU_INDEX: number;
  var UVU_QUEUE: [string | null, ...QueuedSuite[]][];
}

/**
 * Loads uvu deferred (suites wait to be run instead of starting on their own). Call once, before a test
 * file is imported. With `color`, uvu's kleur colours its lines although stdout is a pipe: FORCE_COLOR is
 * set only while kleur reads it, so the tests' own child processes do not inherit it.
 */
export async function loadUvu(color: boolean): Promise<void> {
  globalThis.UVU_DEFER = 1;
  const forced = process.env.FORCE_COLOR;
  if (color && forced === undefined) process.env.FORCE_COLOR = '1';
  try {
    await Promise.all([import('uvu'), import('uvu/assert'), import('uvu/diff')]);
  } finally {
    if (forced === undefined) delete process.env.FORCE_COLOR;
  }
}

/** Imports `file` (its suites queue themselves) and runs its suites, writing what uvu writes to stdout. */
export async function runTestFile({ name, file }: TestFile, write: (text: string) => void): Promise<FileResult> {
  const started = performance.now();
  // Every earlier file's suites have run: the queue holds this file's group only.
  globalThis.UVU_QUEUE.length = 0;
  globalThis.UVU_INDEX = 0;
  globalThis.UVU_QUEUE.push([name]);
  const result = { name, total: 0, passed: 0, skipped: 0, failed: false };
  write(`${name}\n`);
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    // Counted as one failed test, so the totals say the run failed.
    write(`\n  Could not load ${name}:\n    ${inspect(error).split('\n').join('\n    ')}\n\n`);
    return { ...result, total: 1, failed: true, ms: performance.now() - started };
  }
  const [, ...suites] = globalThis.UVU_QUEUE[0];
  for (const runSuite of suites) {
    const [errors, passed, skipped, total] = await runSuite();
    result.total += total;
    result.passed += passed;
    result.skipped += skipped;
    if (errors !== true) {
      write(`\n${errors}\n`);
      result.failed = true;
    }
  }
  return { ...result, ms: performance.now() - started };
}
