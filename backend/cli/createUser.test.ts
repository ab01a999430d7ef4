import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The command against its own embedded database in a temporary folder (never DATABASE_URL's).
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuentas-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' };

// Each run starts PGlite and (the first time) applies every migration: on a loaded two-core machine
// that has taken over a minute, so the limit is generous; it only stops a command that hangs.
const RUN_LIMIT_MS = 240_000;

function createUser(username: string, password: string, ...options: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/createUser.ts', username, ...options, '--password-stdin'], {
    env,
    input: password + '\n',
    encoding: 'utf8',
    timeout: RUN_LIMIT_MS,
  });
  const out = (run.stdout ?? '') + (run.stderr ?? '');
  // A run stopped at the limit has no status: say so, with what the command printed until then.
  if (run.error || run.signal) {
    throw new Error(
      `user:create ${username} did not finish (${run.error?.message ?? `signal ${run.signal}`}) within ${RUN_LIMIT_MS / 1000} s; its output:\n${out || '(none)'}`,
    );
  }
  return { status: run.status, out };
}

test.after(() => rmSync(dataDir, { recursive: true, force: true }));

test('user:create makes an account with its role from --password-stdin, refuses a short password and a taken name', () => {
  const created = createUser('Recepcion', 'una-clave-larga-1');
  assert.is(created.status, 0, created.out);
  assert.match(created.out, /Cuenta creada: recepcion \(administrador\)/, 'the first account is an administrador');
  const editor = createUser('diseno', 'una-clave-larga-3', '--role', 'editor', '--name', 'Diseño Web');
  assert.match(editor.out, /Cuenta creada: diseno \(editor\)/);
  const unnamed = createUser('caja', 'una-clave-larga-4');
  assert.match(unnamed.out, /Cuenta creada: caja \(consultor\)/, 'later accounts without --role are consultores');
  const badRole = createUser('otra', 'una-clave-larga-5', '--role', 'jefe');
  assert.is(badRole.status, 2);
  assert.match(badRole.out, /--role debe ser administrador, consultor, editor/);
  const short = createUser('otra', 'corta');
  assert.is(short.status, 1, short.out);
  assert.match(short.out, /al menos 8 caracteres/);
  const taken = createUser('recepcion', 'otra-clave-larga-2');
  assert.is(taken.status, 1, taken.out);
  assert.match(taken.out, /ya existe/);
});

test('user:reset gives a locked-out account a temporary password and says what it did', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/resetUser.ts', 'recepcion', '--password-stdin', '--mfa'], {
    env,
    input: 'temporal de emergencia\n',
    encoding: 'utf8',
    timeout: RUN_LIMIT_MS,
  });
  const out = (run.stdout ?? '') + (run.stderr ?? '');
  assert.is(run.status, 0, out);
  assert.match(out, /Contraseña temporal puesta a recepcion/);
  assert.match(out, /Verificación en dos pasos desactivada para recepcion/);
  const nobody = spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/resetUser.ts', 'nadie', '--mfa'], {
    env,
    encoding: 'utf8',
    timeout: RUN_LIMIT_MS,
  });
  assert.is(nobody.status, 1);
  assert.match(nobody.stderr, /No hay ninguna cuenta con el usuario "nadie"/);
});

test.run();
