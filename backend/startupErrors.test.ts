import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from './config.ts';
import { silentLogger } from './http/logger.ts';
import { startServer } from './startServer.ts';

/**
 * `npm start` with a bad setting: the process ends with exit code 1 and one Spanish line on stderr
 * naming the setting (docs/operations.md, Settings), never a stack trace. The real entry point runs
 * in a child process with only the settings given here.
 */
const GOOD = { PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0' };
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '127.0.0.1' };

/** Each bad setting, with the setting's name its line must start with. */
const BAD: Array<[string, Record<string, string>]> = [
  ['ADMIN_USERNAME', { ADMIN_USERNAME: 'ab', ADMIN_PASSWORD: 'clave-larga-1' }],
  ['ADMIN_USERNAME', { ADMIN_USERNAME: 'ana maría', ADMIN_PASSWORD: 'clave-larga-1' }],
  ['ADMIN_USERNAME y ADMIN_PASSWORD', { ADMIN_USERNAME: 'jefa' }],
  ['ADMIN_PASSWORD', { ADMIN_USERNAME: 'jefa', ADMIN_PASSWORD: 'corta' }],
  ['PORT', { PORT: 'ochenta' }],
  ['PORT', { PORT: '70000' }],
  ['HOST', { HOST: 'http://localhost:3000' }],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/rumbo' }],
  ['DATABASE_URL', { DATABASE_URL: 'no es una url' }],
  ['SMTP_URL', { SMTP_URL: 'http://correo.rumbo.do' }],
  ['PUBLIC_URL', { PUBLIC_URL: 'ftp://rumbo.do' }],
  ['STAFF_EMAIL', { STAFF_EMAIL: 'nadie' }],
  ['MAIL_FROM', { MAIL_FROM: 'rumbo.do' }],
  ['WHATSAPP_NUMBER', { WHATSAPP_NUMBER: '809-555' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'si' }],
  ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
  ['TRUST_PROXY=1', { ...PRODUCTION, TRUST_PROXY: '1' }],
  ['TRUST_PROXY_HOPS', { TRUST_PROXY_HOPS: '2' }],
  ['LOG_REQUESTS', { LOG_REQUESTS: 'no' }],
  ['MAIL_RETENTION_DAYS', { MAIL_RETENTION_DAYS: '-1' }],
  ['SESSION_SECRET', { ...PRODUCTION, SESSION_SECRET: 'corto' }],
  ['PUBLIC_URL', { ...PRODUCTION, PUBLIC_URL: 'http://rumbo.do' }],
  ['TRUST_PROXY', { ...PRODUCTION, TRUST_PROXY: '0' }],
  ['S3_REGION', { S3_REGION: 'eu-west-1' }],
  ['S3_BUCKET', { S3_BUCKET: 'Mi.Bucket' }],
  ['S3_REGION', { S3_BUCKET: 'rumbo-casos', S3_REGION: 'Europa Oeste' }],
  ['S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'rumbo-casos', S3_ACCESS_KEY_ID: 'AKIA' }],
  ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'rumbo-casos', S3_FORCE_PATH_STYLE: 'si' }],
  ['S3_ENDPOINT', { S3_BUCKET: 'rumbo-casos', S3_ENDPOINT: 'ftp://minio' }],
];

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm start`'s entry point with exactly these settings; a server that starts anyway is stopped after 60 s. */
async function start(settings: Record<string, string>): Promise<Ended> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'startup-errors-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...GOOD, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr };
}

/** A few children at a time: each pays for loading TypeScript. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

test('every bad setting ends start-up with exit code 1 and one Spanish line naming it', async () => {
  const ended = await inBatches(BAD, 4, ([, settings]) => start(settings));
  BAD.forEach(([name, settings], i) => {
    const { code, stdout, stderr } = ended[i];
    const shown = `${JSON.stringify(settings)} → exit ${code}\n${stderr}`;
    assert.is(code, 1, shown);
    assert.is(stdout, '', shown);
    const lines = stderr.split('\n').filter((line) => line !== '');
    assert.is(lines.length, 1, `one line only, no stack: ${shown}`);
    assert.ok(
      lines[0].startsWith(`Configuración no válida: ${name}`) && /[ =]/.test(lines[0][`Configuración no válida: ${name}`.length]),
      shown,
    );
  });
});

test('each rule is told in words: the short ADMIN_USERNAME line says what a username may be', async () => {
  const { stderr } = await start({ ADMIN_USERNAME: 'ab', ADMIN_PASSWORD: 'clave-larga-1' });
  assert.is(
    stderr,
    'Configuración no válida: ADMIN_USERNAME debe tener de 3 a 64 letras, números, puntos, guiones o guiones bajos (recibido: "ab")\n',
  );
});

test('a database address is never printed: it may hold a password', async () => {
  const { stderr } = await start({ DATABASE_URL: 'mysql://root:secreta@localhost/rumbo' });
  assert.not.ok(stderr.includes('secreta'), stderr);
});

test('a PORT another program holds, an unreachable DATABASE_URL or a weak ADMIN_PASSWORD is told as a setting too', async () => {
  const holder = http.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const port = String((holder.address() as AddressInfo).port);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'startup-errors-'));
  try {
    const busy = loadConfig({ ...GOOD, PORT: port, DATA_DIR: dataDir });
    const error = await startServer(busy, { logger: silentLogger, announce: () => {}, frontendDir: dataDir }).catch((e: unknown) => e);
    assert.instance(error, ConfigError);
    assert.match((error as Error).message, new RegExp(`^PORT ${port} ya lo usa otro programa`));

    // Port 1 on the loopback: nothing listens there.
    const nowhere = loadConfig({ ...GOOD, DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres:secreta@127.0.0.1:1/rumbo' });
    const unreachable = await startServer(nowhere, { logger: silentLogger, announce: () => {}, frontendDir: dataDir }).catch(
      (e: unknown) => e,
    );
    assert.instance(unreachable, ConfigError);
    assert.match((unreachable as Error).message, /^DATABASE_URL no responde/);
    assert.not.ok((unreachable as Error).message.includes('secreta'));

    // The first account's password follows the password rules, told as the setting to change.
    const common = loadConfig({
      ...GOOD,
      DATA_DIR: path.join(dataDir, 'cuentas'),
      ADMIN_USERNAME: 'directora',
      ADMIN_PASSWORD: 'password123',
    });
    const weak = await startServer(common, { logger: silentLogger, announce: () => {}, frontendDir: dataDir }).catch((e: unknown) => e);
    assert.instance(weak, ConfigError);
    assert.match((weak as Error).message, /^ADMIN_PASSWORD no sirve: Esa contraseña es demasiado común/);
  } finally {
    holder.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test.run();
