import { readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withProcessLock } from './processLock.ts';
import { FRONTEND_SOURCES as SOURCES, NOT_A_SOURCE as IGNORED } from './buildStamp.ts';

async function newestModification(target: string): Promise<number> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || IGNORED.test(entry.name)) continue;
    const child = path.join(target, entry.name);
    if (IGNORED.test(child)) continue;
    newest = Math.max(newest, await newestModification(child));
  }
  return newest;
}

export interface FrontendBuildOptions {
  /** The project folder (where vite.config.ts is). */
  root?: string;
  /** Where the build goes; must match vite.config.ts. */
  outDir?: string;
  log?: (line: string) => void;
}

const manifestOf = (root: string, outDir: string) => path.resolve(root, outDir, '.vite', 'manifest.json');

async function newestSource(root: string): Promise<number> {
  let newest = 0;
  for (const source of SOURCES) newest = Math.max(newest, await newestModification(path.resolve(root, source)));
  return newest;
}

/**
 * True when dist/ is missing or older than a file it is built from. The manifest carries the time of the
 * newest source the build read (set after each build), so a file saved while a build ran is newer than it.
 */
export async function isFrontendStale({ root = process.cwd(), outDir = 'dist' }: FrontendBuildOptions = {}): Promise<boolean> {
  const built = await newestModification(manifestOf(root, outDir));
  return built === 0 || (await newestSource(root)) > built;
}

/** `vite build` of the project at `root` (its vite.config.ts, the front end in frontend/) into `outDir`. */
function viteBuild(root: string, outDir: string): Promise<void> {
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [vite, 'build', 'frontend', '--config', 'vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build terminó con el código ${code}:\n${errors}`))));
  });
}

/** Builds into `target` unless another process has just done so. */
async function buildIfStale(root: string, target: string, options: FrontendBuildOptions): Promise<'fresh' | 'built'> {
  if (!(await isFrontendStale({ ...options, root }))) return 'fresh' as const;
  (options.log ?? console.log)('Compilando el front end (dist/ falta o está desactualizado)…');
  // Build beside dist/ and swap it in at the end, so a server already serving dist/ (another
  // process's tests) never sees it half-written.
  const sourcesAt = await newestSource(root);
  const staging = `${target}.building-${process.pid}`;
  const previous = `${target}.previous-${process.pid}`;
  try {
    await viteBuild(root, staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // Rounded up to the millisecond: a time cut short would look older than the newest source for ever.
  const at = Math.ceil(sourcesAt) / 1000;
  await utimes(manifestOf(root, path.relative(root, staging)), at, at);
  await rename(target, previous).catch(() => {});
  await rename(staging, target);
  await rm(previous, { recursive: true, force: true });
  return 'built' as const;
}

let running: Promise<'fresh' | 'built'> | null = null;

/**
 * Builds the front end with Vite when dist/ is stale, so `npm start` and the browser tests always
 * serve the current code. Vite runs only when a build is needed (a deployment that ships a fresh dist/
 * never starts it), in a process of its own: the build sets NODE_ENV to production and its prerender
 * renders React on the server, which in a process that had already loaded React in development mode
 * (the server's own modules, the tests) would mix the two builds of React and fail.
 */
export function ensureFrontendBuild(options: FrontendBuildOptions = {}): Promise<'fresh' | 'built'> {
  running ??= (async () => {
    const root = options.root ?? process.cwd();
    if (!(await isFrontendStale({ ...options, root }))) return 'fresh' as const;
    const target = path.resolve(root, options.outDir ?? 'dist');
    // One build at a time (the test workers of scripts/runTests.ts may all find dist/ stale at once):
    // a process that waited finds the build another one just made.
    return withProcessLock(`${target}.lock`, () => buildIfStale(root, target, options));
  })().finally(() => {
    running = null;
  });
  return running;
}
