import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { resolveSessionSecret } from './sessionSecret.ts';

// Where README.md says the generated secret is kept.
const secretFile = (config: { dataDir: string }) => path.join(config.dataDir, 'secret');
import { startTestServer } from './testing/testServer.ts';

const test = suite<{ root: string }>('session secret');

test.before(async (context) => {
  context.root = path.resolve('.tmp', `secret-${randomBytes(4).toString('hex')}`);
});
test.after(async ({ root }) => rm(root, { recursive: true, force: true }));

const configIn = (dir: string, env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });

test('two starts with the same DATA_DIR share one generated secret; another DATA_DIR gets another', async ({ root }) => {
  const first = await startTestServer({ DATA_DIR: path.join(root, 'a') });
  const firstSecret = first.deps.config.sessionSecret;
  await first.close();
  const again = await startTestServer({ DATA_DIR: path.join(root, 'a') });
  const againSecret = again.deps.config.sessionSecret;
  await again.close();
  const other = await startTestServer({ DATA_DIR: path.join(root, 'b') });
  const otherSecret = other.deps.config.sessionSecret;
  await other.close();
  assert.ok(firstSecret.length >= 32, firstSecret);
  assert.is(againSecret, firstSecret);
  assert.is.not(otherSecret, firstSecret);
  assert.is.not(firstSecret, 'development-secret-not-for-production-use');
});

test('the generated secret is kept in DATA_DIR/secret, readable by its owner only', async ({ root }) => {
  const config = await resolveSessionSecret(configIn(path.join(root, 'c')));
  const file = secretFile(config);
  assert.is(file, path.join(root, 'c', 'secret'));
  assert.is((await readFile(file, 'utf8')).trim(), config.sessionSecret);
  assert.is((await stat(file)).mode & 0o777, 0o600);
});

test('processes starting together on a new DATA_DIR agree on one secret', async ({ root }) => {
  const dir = path.join(root, 'd');
  const configs = await Promise.all(Array.from({ length: 5 }, () => resolveSessionSecret(configIn(dir))));
  assert.equal(new Set(configs.map((c) => c.sessionSecret)).size, 1);
});

test('SESSION_SECRET, when set, is used and nothing is written', async ({ root }) => {
  const dir = path.join(root, 'e');
  const config = await resolveSessionSecret(configIn(dir, { SESSION_SECRET: 'y'.repeat(40) }));
  assert.is(config.sessionSecret, 'y'.repeat(40));
  await stat(secretFile(config)).then(
    () => assert.unreachable('a secret file was written'),
    (error) => assert.is(error.code, 'ENOENT'),
  );
});

test('a damaged secret file stops the start with a Spanish message naming it', async ({ root }) => {
  const dir = path.join(root, 'f');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'secret'), 'corto\n');
  try {
    await resolveSessionSecret(configIn(dir));
    assert.unreachable('accepted a short secret');
  } catch (error) {
    assert.instance(error, ConfigError);
    assert.match((error as Error).message, /secret no contiene un secreto válido/);
  }
});

test('no secret is written in the source any more', async () => {
  for (const file of ['backend/config.ts', 'backend/sessionSecret.ts', 'backend/storage/createObjectStorage.ts']) {
    assert.not.match(await readFile(file, 'utf8'), /development-secret/, file);
  }
});

test.run();
