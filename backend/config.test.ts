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
  assert.throws(
    () => loadConfig({ SESSION_IDLE_MINUTES: '180', SESSION_MAX_HOURS: '2' }),
    /^SESSION_IDLE_MINUTES \(180\) no puede pasar de SESSION_MAX_HOURS/,
  );
  assert.throws(
    () => loadConfig({ ACTIVITY_RETENTION_DAYS: '30' }),
    /^ACTIVITY_RETENTION_DAYS debe ser 0 \(guardar siempre\) o al menos 365 días/,
  );
});

test('production refuses to start without a long session secret', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do' }), /SESSION_SECRET/);
  const ok = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://rumbo.do',
    SESSION_SECRET: 'x'.repeat(32),
    TRUST_PROXY: '127.0.0.1',
  });
  assert.is(ok.env, 'production');
});

test('production with an https address but without TRUST_PROXY refuses to start, naming the setting', () => {
  try {
    loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do', SESSION_SECRET: 'x'.repeat(32) });
    assert.unreachable('started without TRUST_PROXY');
  } catch (error) {
    assert.instance(error, ConfigError);
    assert.match(
      (error as Error).message,
      /^TRUST_PROXY es obligatorio en producción: .*p\. ej\. TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8$/,
    );
  }
});

test('TRUST_PROXY takes IPv4 and IPv6 addresses and CIDR ranges, separated by commas; unset, 0 or false trust none', () => {
  assert.equal(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8,::1' }).trustedProxies, ['127.0.0.1', '10.0.0.0/8', '::1']);
  assert.equal(loadConfig({ TRUST_PROXY: ' 192.0.2.7 , 2001:db8::/32,172.16.0.0/12 ' }).trustedProxies, [
    '192.0.2.7',
    '2001:db8::/32',
    '172.16.0.0/12',
  ]);
  assert.equal(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.1' }).trustedProxies, ['::ffff:10.0.0.1']);
  for (const none of [undefined, '', '0', 'false', 'FALSE'])
    assert.equal(loadConfig({ TRUST_PROXY: none }).trustedProxies, [], String(none));
  assert.ok(Object.isFrozen(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustedProxies));
});

test('TRUST_PROXY refuses what is no address or range, or a range of every address, in one Spanish line naming it', () => {
  const cases: Array<[string, RegExp]> = [
    [
      'si',
      /^TRUST_PROXY debe ser una lista de direcciones IP o rangos CIDR de los proxies, separados por comas \(p\. ej\. TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8,::1\): «si» no lo es$/,
    ],
    ['10.0.0.0/33', /«10\.0\.0\.0\/33» no lo es$/],
    ['2001:db8::/129', /«2001:db8::\/129» no lo es$/],
    ['10.0.0.300', /«10\.0\.0\.300» no lo es$/],
    ['proxy.interno', /«proxy\.interno» no lo es$/],
    ['127.0.0.1,,10.0.0.1', /«» no lo es$/],
    ['127.0.0.1:8080', /«127\.0\.0\.1:8080» no lo es$/],
    ['10.0.0.0/-1', /«10\.0\.0\.0\/-1» no lo es$/],
    ['0.0.0.0/0', /^TRUST_PROXY no puede incluir todas las direcciones \(«0\.0\.0\.0\/0»\): escriba solo las de los proxies$/],
    ['127.0.0.1,::/0', /^TRUST_PROXY no puede incluir todas las direcciones \(«::\/0»\)/],
  ];
  for (const [value, message] of cases) {
    try {
      loadConfig({ TRUST_PROXY: value });
      assert.unreachable(`accepted TRUST_PROXY=${value}`);
    } catch (error) {
      assert.instance(error, ConfigError);
      assert.match((error as Error).message, message);
    }
  }
});

test('the old TRUST_PROXY=1 is refused, in production and out of it, saying what to write instead', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://rumbo.do', SESSION_SECRET: 'x'.repeat(32) };
  for (const env of [
    { ...production, TRUST_PROXY: '1' },
    { ...production, TRUST_PROXY: 'true' },
    { TRUST_PROXY: '1' },
    { NODE_ENV: 'test', TRUST_PROXY: 'TRUE' },
  ]) {
    try {
      loadConfig(env);
      assert.unreachable(`accepted ${JSON.stringify(env)}`);
    } catch (error) {
      assert.instance(error, ConfigError);
      assert.match(
        (error as Error).message,
        /^TRUST_PROXY=(1|true|TRUE) ya no se acepta: escriba las direcciones de los proxies, p\. ej\. TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8$/,
      );
    }
  }
});

test('TRUST_PROXY_HOPS is refused: the proxies TRUST_PROXY names take its place', () => {
  assert.throws(() => loadConfig({ TRUST_PROXY: '127.0.0.1', TRUST_PROXY_HOPS: '2' }), /^TRUST_PROXY_HOPS ya no se usa: quítelo/);
  assert.ok(loadConfig({ TRUST_PROXY_HOPS: '' }));
});

test('no session secret is written in the code: without SESSION_SECRET it is left to DATA_DIR/secret', () => {
  assert.is(loadConfig({}).sessionSecret, '');
  assert.is(loadConfig({ SESSION_SECRET: 'propio' }).sessionSecret, 'propio');
});

test('production refuses a plain-http public address', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://rumbo.do', SESSION_SECRET: 'x'.repeat(32) }), /https/);
});

test('the switches take 1/true and 0/false, and HOST a name or an address', () => {
  assert.is(loadConfig({ LOG_REQUESTS: 'false' }).logRequests, false);
  assert.is(loadConfig({}).logRequests, true);
  assert.is(loadConfig({}).logLevel, 'info');
  assert.is(loadConfig({ LOG_LEVEL: ' Debug ' }).logLevel, 'debug');
  assert.is(loadConfig({ LOG_LEVEL: 'silent' }).logLevel, 'silent');
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
    [{ LOG_LEVEL: 'verbose' }, /^LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent \(recibido: "verbose"\)$/],
    [{ TRUST_PROXY: 'si' }, /^TRUST_PROXY debe ser una lista de direcciones IP o rangos CIDR/],
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
