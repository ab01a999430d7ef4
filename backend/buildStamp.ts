import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the browser bundle is built from: a change to any of these makes dist/ stale. */
export const FRONTEND_SOURCES = ['frontend', 'engine', 'schemas', 'templates', 'vite.config.ts', 'package-lock.json'];
/** Tests, browser tests, generated files and dot files are not sources of the bundle. */
export const NOT_A_SOURCE = /(\.test\.tsx?|\.e2e\.ts)$|[\\/](e2e|generated)[\\/]|^\./;

/**
 * Written into dist/ by every build (vite.config.ts): which version of the product it is, and a hash of the
 * sources it was built from, which production checks at start-up (backend/server.ts). A dot file: the
 * server never sends it (backend/http/frontend.ts).
 */
export const STAMP_FILE = '.build-stamp.json';

export interface BuildStamp {
  version: string;
  /** SHA-256 of every source file's path and content; null when the build had no sources beside it. */
  sources: string | null;
}

async function sourceFiles(root: string, relative: string, into: string[]): Promise<void> {
  const full = path.join(root, relative);
  let entries;
  try {
    entries = await readdir(full, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') into.push(relative);
    return;
  }
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (entry.name === 'node_modules' || NOT_A_SOURCE.test(entry.name) || NOT_A_SOURCE.test(path.sep + child)) continue;
    if (entry.isDirectory()) await sourceFiles(root, child, into);
    else if (entry.isFile()) into.push(child);
  }
}

/**
 * The hash of the sources at `root`, or null when they are not there (a deployment may ship the build
 * without frontend/). File contents decide, not times: a copy or a checkout keeps the same hash.
 */
export async function sourcesHash(root: string): Promise<string | null> {
  const files: string[] = [];
  for (const source of FRONTEND_SOURCES) await sourceFiles(root, source, files);
  if (!files.some((file) => file.startsWith('frontend' + path.sep))) return null;
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(file.split(path.sep).join('/') + '\0');
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function packageVersion(root: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The stamp of a build of the code at `root` as it is now: what the build writes into dist/. */
export async function currentBuildStamp(root: string): Promise<BuildStamp> {
  const [version, sources] = await Promise.all([packageVersion(root), sourcesHash(root)]);
  return { version, sources };
}

export async function readBuildStamp(outDir: string): Promise<BuildStamp | null> {
  try {
    const stamp = JSON.parse(await readFile(path.join(outDir, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.version === 'string' ? { version: stamp.version, sources: stamp.sources ?? null } : null;
  } catch {
    return null;
  }
}

const RUN_BUILD = 'ejecute npm run build y vuelva a arrancar';

/**
 * Why the build in `outDir` is not the one for the code at `root`, as one Spanish line; null when it is.
 * Current means: stamped with this package version and, when the sources are there, with their hash.
 */
export async function buildProblem(root: string, outDir = path.join(root, 'dist')): Promise<string | null> {
  const stamp = await readBuildStamp(outDir);
  const shown = path.relative(root, outDir) || outDir;
  if (!stamp) return `Falta la compilación del front end en ${shown}/: ${RUN_BUILD}`;
  const version = await packageVersion(root);
  if (stamp.version !== version) {
    return `La compilación del front end en ${shown}/ es de la versión ${stamp.version} y el código es de la ${version}: ${RUN_BUILD}`;
  }
  const sources = await sourcesHash(root);
  if (sources !== null && stamp.sources !== sources) {
    return `La compilación del front end en ${shown}/ no corresponde al código de frontend/, engine/, schemas/ o templates/: ${RUN_BUILD}`;
  }
  return null;
}
