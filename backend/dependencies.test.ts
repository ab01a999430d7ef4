import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';

/**
 * What a production install (`npm ci --omit=dev`) must hold: the packages the server loads at run time.
 * Those are the packages imported, statically or lazily, by `npm start`'s entry point and everything it
 * imports, and by the landing's renderer (frontend/prerender/renderLanding.tsx), which the build leaves
 * with its packages outside (dist/.server/) and the server imports at run time; plus the loader the
 * start script runs with. The rule (docs/decisions/0206-dependencies-and-devdependencies.md):
 * exactly those are `dependencies`; everything else (build, tests, benchmarks, types) is a
 * devDependency.
 */
const ENTRY_POINTS = ['backend/server.ts', 'frontend/prerender/renderLanding.tsx'];

/**
 * Packages a run-time package imports without declaring them, so npm does not install them for it:
 * each with the file that imports it, checked below so the entry goes when the package mends itself.
 */
const UNDECLARED_BY_THEIR_USERS: Record<string, string> = {
  // @rjsf/core's index exports getTestRegistry, which imports the validator (found by a production install).
  '@rjsf/validator-ajv8': 'node_modules/@rjsf/core/lib/getTestRegistry.js',
};

interface PackageJson {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const builtins = new Set(builtinModules);

/** `react-dom/server` → `react-dom`, `@aws-sdk/client-s3/x` → `@aws-sdk/client-s3`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The bare packages the graph from `entry` imports (type-only imports are not loaded and do not count). */
async function packagesImportedFrom(entry: string): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    packages: 'external',
    logLevel: 'silent',
    // Styles and images are the build's business: the server never imports them.
    loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.webp': 'empty', '.woff2': 'empty' },
  });
  const found = new Map<string, string>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue;
      if (!found.has(packageOf(imported.path))) found.set(packageOf(imported.path), file);
    }
  }
  return found;
}

/** The packages `npm start` preloads (`node --import tsx …`). */
const startLoaders = () => [...pkg.scripts.start.matchAll(/--import[= ](\S+)/g)].map((match) => packageOf(match[1]));

async function runtimePackages(): Promise<Map<string, string>> {
  const all = new Map<string, string>(startLoaders().map((name) => [name, 'scripts.start']));
  for (const [name, file] of Object.entries(UNDECLARED_BY_THEIR_USERS)) all.set(name, file);
  for (const entry of ENTRY_POINTS) for (const [name, file] of await packagesImportedFrom(entry)) if (!all.has(name)) all.set(name, file);
  return all;
}

test('every package the server loads at run time is in dependencies, none in devDependencies', async () => {
  const runtime = await runtimePackages();
  assert.ok(runtime.has('koa') && runtime.has('tsx') && runtime.has('react-dom'), 'the walk finds the server, its loader and the renderer');
  const missing = [...runtime].filter(([name]) => !(name in pkg.dependencies)).map(([name, file]) => `${name} (imported by ${file})`);
  assert.equal(missing, [], 'not in dependencies: a production install would not have them');
});

test('every package in dependencies is loaded by the server at run time: build, test and benchmark tools are devDependencies', async () => {
  const runtime = await runtimePackages();
  const unused = Object.keys(pkg.dependencies).filter((name) => !runtime.has(name));
  assert.equal(unused, [], 'in dependencies but not loaded by the server: move them to devDependencies');
});

test('each package imported without being declared is still imported so by the file named', () => {
  for (const [name, file] of Object.entries(UNDECLARED_BY_THEIR_USERS)) {
    assert.ok(readFileSync(file, 'utf8').includes(`from '${name}'`), `${file} no longer imports ${name}: remove it from the list`);
  }
});

test('no package is listed both as a dependency and a devDependency', () => {
  assert.equal(
    Object.keys(pkg.dependencies).filter((name) => name in pkg.devDependencies),
    [],
  );
});

test.run();
