/**
 * A test worker: a child process of scripts/runTests.ts that runs the test files it is sent, one at a
 * time, each over this process's own database (testServer.ts: PGlite in memory, or the PostgreSQL
 * database the runner made for this worker), and sends back each file's output and counts.
 */
import { closeTestDatabase } from '../../backend/testing/testServer.ts';
import { loadUvu, runTestFile } from './runTestFile.ts';
import type { ToRunner, ToWorker } from './messages.ts';

const send = (message: ToRunner) => process.send!(message);

// Everything this process writes while a file runs (uvu's lines, the tests' logs) goes to the runner as
// that file's output, in order.
const forward = (text: string | Uint8Array) =>
  send({ type: 'output', text: typeof text === 'string' ? text : Buffer.from(text).toString() });
for (const stream of [process.stdout, process.stderr]) {
  stream.write = ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    forward(chunk);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => done());
    return true;
  }) as typeof stream.write;
}

await loadUvu(process.env.TEST_COLOR === '1');

process.on('message', async (message: ToWorker) => {
  if (message.type === 'run') {
    const result = await runTestFile(message.test, forward);
    send({ type: 'done', result });
  } else {
    await closeTestDatabase();
    process.exit(0);
  }
});
send({ type: 'ready' });
