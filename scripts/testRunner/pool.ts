/**
 * Runs test files in worker processes (worker.ts), each file whole in one worker, the next file going to
 * whichever worker is free. A file's output is printed in one piece when it ends, so the lines of files
 * running side by side never mix; with one worker it is printed as it comes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FileResult, TestFile } from './runTestFile.ts';
import type { ToRunner, ToWorker } from './messages.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

export interface PoolOptions {
  workers: number;
  /** Environment of worker `n` (1, 2, …) on top of this process's. */
  envOf: (n: number) => Record<string, string>;
  print: (text: string) => void;
}

/** A result for a file that did not report its own: counted as one failed test. */
const failure = (name: string, ms = 0): FileResult => ({ name, total: 1, passed: 0, skipped: 0, failed: true, ms });

/** Runs `tests` in this order over `workers` processes; answers one result per file, in the order they ended. */
export function runInWorkers(tests: TestFile[], { workers, envOf, print }: PoolOptions): Promise<FileResult[]> {
  const queue = [...tests];
  const results: FileResult[] = [];
  const live = workers === 1;
  let running = 0;

  return new Promise((resolve) => {
    const finished = () => {
      if (running > 0) return;
      // No worker is left to take them (each one failed to start): they count as failed.
      for (const test of queue.splice(0)) {
        print(`${test.name}\n  Not run: no test worker could start.\n\n`);
        results.push(failure(test.name));
      }
      resolve(results);
    };

    const start = (n: number) => {
      running++;
      const child: ChildProcess = fork(WORKER, [], {
        execArgv: process.execArgv,
        env: { ...process.env, ...envOf(n) },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      let current: { test: TestFile; output: string; started: number } | null = null;
      let ready = false;
      let loose = '';
      const take = (text: string) => {
        if (live) print(text);
        else if (current) current.output += text;
        else loose += text;
      };
      // What bypasses the worker's process.stdout (a crash report, a child process writing to the
      // inherited descriptors) joins the output of the file running.
      child.stdout!.setEncoding('utf8').on('data', take);
      child.stderr!.setEncoding('utf8').on('data', take);

      const next = () => {
        const test = queue.shift();
        if (!test) return child.send({ type: 'stop' } satisfies ToWorker);
        // Output that came between two files (a late log line) is kept, printed before the next one's.
        current = { test, output: loose, started: performance.now() };
        loose = '';
        child.send({ type: 'run', test } satisfies ToWorker);
      };
      child.on('message', (message: ToRunner) => {
        if (message.type === 'ready') {
          ready = true;
          next();
        } else if (message.type === 'output') {
          take(message.text);
        } else if (current) {
          if (!live) print(current.output + '\n');
          else print('\n');
          results.push(message.result);
          current = null;
          next();
        }
      });
      // 'close', not 'exit': the worker's last messages and output have arrived by then.
      child.on('close', (code, signal) => {
        running--;
        const end = `exited (${signal ?? `code ${code}`})`;
        if (current) {
          // The file ended its worker (process.exit, an uncaught error): it failed, and a fresh worker
          // with a fresh database takes the files left.
          print(`${live ? '' : current.output}\n  Test worker ${n} ${end} while running ${current.test.name}.\n\n`);
          results.push(failure(current.test.name, performance.now() - current.started));
          current = null;
          if (queue.length) start(n);
        } else if (!ready) {
          print(`${loose}\n  Test worker ${n} ${end} before it was ready.\n\n`);
          results.push(failure(`test worker ${n}`));
        } else if (code !== 0) {
          print(`${loose}\n  Test worker ${n} ${end} after its last file.\n\n`);
          results.push(failure(`test worker ${n}`));
        }
        finished();
      });
    };

    for (let n = 1; n <= Math.min(workers, Math.max(queue.length, 1)); n++) start(n);
  });
}
