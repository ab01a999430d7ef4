import type { FileResult, TestFile } from './runTestFile.ts';

/** From the runner to a worker: run this file; or close the database and exit. */
export type ToWorker = { type: 'run'; test: TestFile } | { type: 'stop' };

/** From a worker to the runner: ready for a file; some output of the file running; its counts. */
export type ToRunner = { type: 'ready' } | { type: 'output'; text: string } | { type: 'done'; result: FileResult };
