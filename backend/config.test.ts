import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { loadConfig, ConfigError } from './config.ts';

test('an empty environment gives working laptop defaults', () => {
  const config = loadConfig({});
  assert.is(config.port, 3000);
  assert.is(config.dataDir, path.resolve('data'));
  assert.is(config.databaseUrl, null);
  assert.is(config.smtpUrl, null);
  assert.is(config.publicUrl, 'http://localhost:3000');
  assert.is(config.mailRetentionDays, 90);
  assert.is(loadConfig({ MAIL_RETENTION_DAYS: '0' }).mailRetentionDays, 0);
  assert.ok(Object.isFrozen(config));
});

test('session limits and the retention of the activity record are settings with safe defaults and checked bounds', () => {
  assert.equal(loadConfig({}).sessionLimits, { idleMinutes: 120, maxHours: 12 });
  assert.is(loadConfig({}).activityRetentionDays, 730);
  assert.equal(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' }).sessionLimits, { idleMinutes: 30, maxHours: 8 });
  assert.is(loadConfig({ ACTIVITY_RETENTION_DAYS: '0' }).activityRetentionDays, 0);
  assert.throws(() => loadConfig({ SESSION_IDLE_MINUTES: '2' }), /^SESSION_IDLE_MINUTES debe ser un número entero entre 5 y 1440/);
  assert.throws(() => loadConfig({ SESSION_MAX_HOURS: 'doce' }), /^SESSION_MAX_HOURS debe ser un número entero entre 1 y 720/);
  assert.throws(() => loadConfig({ SESSION_IDLE_MINUTES: '180', SESSION_MAX_HOURS: '2' }), /^SESSION_IDLE_MINUTES \(180\) no puede pasar de SESSION_MAX_HOURS/);
  assert.throws(() => loadConfig({ ACTIVITY_RETENTION_DAYS: '30' }), /^ACTIVITY_RETENTION_DAYS debe ser 0 \(guardar siempre\) o al menos 365 días/);
});

test('production refuses to start without a long session secret', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do' }), /SESSION_SECRET/);
  const ok = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: '1' });
  assert.is(ok.env, 'production');
});

test('production with an https address but without TRUST_PROXY refuses to start, naming the setting', () => {
  try {
    loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do', SESSION_SECRET: 'x'.repeat(32) });
    assert.unreachable('started without TRUST_PROXY');
  } catch (error) {
    assert.instance(error, ConfigError);
    assert.match((error as Error).message, /^TRUST_PROXY=1 es obligatorio en producción/);
  }
});

test('TRUST_PROXY_HOPS defaults to one proxy and takes 1 to 10', () => {
  assert.is(loadConfig({}).trustProxyHops, 1);
  assert.is(loadConfig({ TRUST_PROXY: '1', TRUST_PROXY_HOPS: '2' }).trustProxyHops, 2);
  assert.throws(() => loadConfig({ TRUST_PROXY_HOPS: '0' }), /TRUST_PROXY_HOPS debe ser un número entero entre 1 y 10/);
});

test('no session secret is written in the code: without SESSION_SECRET it is left to DATA_DIR/secret', () => {
  assert.is(loadConfig({}).sessionSecret, '');
  assert.is(loadConfig({ SESSION_SECRET: 'propio' }).sessionSecret, 'propio');
});

test('production refuses a plain-http public address', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://rumbo.do', SESSION_SECRET: 'x'.repeat(32) }),
    /https/,
  );
});

test('the switches take 1/true and 0/false, and HOST a name or an address', () => {
  assert.is(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
  assert.is(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
  assert.is(loadConfig({ LOG_REQUESTS: 'false' }).logRequests, false);
  assert.is(loadConfig({}).logRequests, true);
  assert.is(loadConfig({ HOST: '::1' }).host, '::1');
  assert.is(loadConfig({ HOST: 'localhost' }).host, 'localhost');
  assert.is(loadConfig({ ADMIN_USERNAME: 'Ana.Maria', ADMIN_PASSWORD: 'clave-larga-1' }).adminUsername, 'Ana.Maria');
});

test('bad values are named in Spanish', () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'ochenta' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'no es url' }, /SMTP_URL/],
    [{ STAFF_EMAIL: 'nadie' }, /STAFF_EMAIL/],
    [{ ADMIN_USERNAME: 'jefa' }, /ADMIN_USERNAME y ADMIN_PASSWORD/],
    [{ ADMIN_USERNAME: 'jefa', ADMIN_PASSWORD: 'corta' }, /ADMIN_PASSWORD/],
    [{ ADMIN_USERNAME: 'ab', ADMIN_PASSWORD: 'clave-larga-1' }, /^ADMIN_USERNAME debe tener de 3 a 64 letras/],
    [{ HOST: 'http://localhost' }, /^HOST debe ser una dirección IP o un nombre de máquina/],
    [{ TRUST_PROXY: 'si' }, /^TRUST_PROXY debe ser 1, 0, true o false/],
    [{ LOG_REQUESTS: 'no' }, /^LOG_REQUESTS debe ser 1, 0, true o false/],
    [{ MAIL_RETENTION_DAYS: 'noventa' }, /MAIL_RETENTION_DAYS debe ser un número entero entre 0 y 36500/],
    [{ MAIL_RETENTION_DAYS: '-1' }, /MAIL_RETENTION_DAYS/],
  ];
  for (const [env, message] of cases) {
    try {
      loadConfig(env);
      assert.unreachable(`accepted ${JSON.stringify(env)}`);
    } catch (error) {
      assert.instance(error, ConfigError);
      assert.match((error as Error).message, message);
    }
  }
});

test.run();
