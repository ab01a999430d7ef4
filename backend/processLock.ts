import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How often a process waiting for the lock looks again. */
const RETRY_MS = 200;
/** A lock folder still without its holder's pid after this long was left by a process that died making it. */
const UNCLAIMED_MS = 10_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock at `lock` belongs to no living process. */
async function isAbandoned(lock: string): Promise<boolean> {
  const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''));
  if (holder) return !isRunning(holder);
  const made = await stat(lock).then(
    (info) => info.mtimeMs,
    () => null,
  );
  return made !== null && Date.now() - made > UNCLAIMED_MS;
}

/**
 * Runs `work` while holding the lock `lock` (a folder: making one is atomic, so of processes starting
 * together exactly one gets it). The others wait until it is released; a lock whose process died is
 * taken over. Also excludes other calls in this process.
 */
export async function withProcessLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isAbandoned(lock)) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    await writeFile(path.join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
