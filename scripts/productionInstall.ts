/**
 * `npm run test:production`: a production install checked as an operator makes one. A clean copy of the
 * tree (the files git tracks or would track, no node_modules, no dist/), `npm ci --omit=dev`, the
 * front end built by `npm run build` put beside it, then `npm start`'s entry point with NODE_ENV=production
 * and the settings production requires. Not part of `npm test`: the install alone takes about a minute
 * (.ci/run runs it as a step of its own).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildProblem } from '../backend/buildStamp.ts';
import { eventually } from '../backend/testing/eventually.ts';

const run = promisify(execFile);
const root = process.cwd();
const PUBLIC_URL = 'https://rumbo.test';
const ADMIN = { username: 'operadora', password: 'Marea-Azul-Cordillera-42' };
const PRODUCTION = {
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL,
  SESSION_SECRET: 'secreto-de-prueba-de-produccion-0123456789',
  TRUST_PROXY: '127.0.0.1',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
};

interface Context {
  copy: string;
}

const test = suite<Context>('production install');

/** The files of the working tree git tracks or would track (deleted ones left out), copied into `to`. */
async function copyTree(to: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await cp(path.join(root, file), path.join(to, file));
  }
}

interface Started {
  code: number | null;
  output: string;
  port: number | null;
  stop(): Promise<number | null>;
}

/** `npm start`'s entry point in the copy; resolves once it listens, or once it has ended. */
async function start(copy: string, settings: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    cwd: copy,
    env: { PATH: process.env.PATH, DATA_DIR: path.join(copy, 'data'), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state: Started = { code: null, output: '', port: null, stop: async () => null };
  child.stdout.on('data', (chunk: Buffer) => (state.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (state.output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((state.code = code))));
  state.stop = async () => {
    if (state.code === null) child.kill('SIGTERM');
    return exited;
  };
  const listening = () => /Servidor escuchando en http:\/\/localhost:(\d+)/.exec(state.output);
  await Promise.race([eventually(() => listening() !== null, 120_000), exited]);
  if (listening()) state.port = Number(listening()![1]);
  return state;
}

test.before(async (context) => {
  context.copy = await mkdtemp(path.join(os.tmpdir(), 'produccion-'));
  await copyTree(context.copy);
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: context.copy, maxBuffer: 64 * 1024 * 1024 });
  // The build is made where the build tools are: here, in the checkout (`npm run build`), unless its dist/ is current.
  if (await buildProblem(root)) await run('npm', ['run', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
});
test.after(async ({ copy }) => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

test('the production install holds no development tool', ({ copy }) => {
  for (const tool of ['vite', 'typescript', 'uvu', 'playwright-core', 'sass']) {
    assert.not.ok(existsSync(path.join(copy, 'node_modules', tool)), `${tool} is not installed`);
  }
  assert.ok(existsSync(path.join(copy, 'node_modules', 'tsx')), 'the loader npm start uses is');
});

test('without dist/ it refuses to start, with one Spanish line that says to run npm run build', async ({ copy }) => {
  const started = await start(copy, PRODUCTION);
  assert.is(started.port, null, started.output);
  assert.is(started.code, 1, started.output);
  assert.is(started.output, 'Falta la compilación del front end en dist/: ejecute npm run build y vuelva a arrancar\n');
});

test('with a dist/ built from other sources it refuses too', async ({ copy }) => {
  await cp(path.join(root, 'dist'), path.join(copy, 'dist'), { recursive: true });
  const page = path.join(copy, 'frontend', 'index.html');
  const original = await readFile(page, 'utf8');
  await appendFile(page, '<!-- otro código -->\n');
  try {
    const started = await start(copy, PRODUCTION);
    assert.is(started.code, 1, started.output);
    assert.match(
      started.output,
      /^La compilación del front end en dist\/ no corresponde al código de .*: ejecute npm run build y vuelva a arrancar\n$/,
    );
  } finally {
    await writeFile(page, original);
  }
});

test('with the built dist/ beside it, it serves /, /healthz, /readyz and a sign-in, and stops on SIGTERM with exit 0', async ({ copy }) => {
  const started = await start(copy, PRODUCTION);
  try {
    assert.ok(started.port, started.output);
    const base = `http://127.0.0.1:${started.port}`;
    // As the proxy in front sends them: the https scheme the visitor used.
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' };
    const landing = await fetch(`${base}/`, { headers: proxied });
    assert.is(landing.status, 200);
    assert.match(await landing.text(), 'Rumbo Migratorio');
    const healthz = await fetch(`${base}/healthz`);
    assert.is(healthz.status, 200);
    assert.equal(await healthz.json(), { status: 'ok' });
    const readyz = await fetch(`${base}/readyz`);
    assert.is(readyz.status, 200);
    assert.equal(await readyz.json(), { status: 'ready' });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...proxied, 'Content-Type': 'application/json', Origin: PUBLIC_URL },
      body: JSON.stringify(ADMIN),
    });
    assert.is(login.status, 200, await login.clone().text());
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('__Host-sesion='));
    assert.ok(cookie, 'the Secure session cookie is set');
    const me = await fetch(`${base}/api/auth/me`, { headers: { ...proxied, Cookie: cookie.split(';')[0] } });
    assert.is(me.status, 200);
    assert.is((await me.json()).user?.username, ADMIN.username);
  } finally {
    const code = await started.stop();
    assert.is(code, 0, started.output);
  }
});

test.run();
