/**
 * For an account locked out of the panel (the only administrador lost their phone, forgot their password,
 * or was disabled): run on the server.
 *   echo 'temporal larga' | npm run user:reset -- <usuario> --password-stdin   a temporary password
 *   npm run user:reset -- <usuario> --mfa                                   two-factor sign-in off
 *   npm run user:reset -- <usuario> --enable                                enabled again
 * Options combine. Each run ends the account's sessions and leaves one line in the activity record,
 * signed 'consola' (docs/operations.md).
 */
import path from 'node:path';
import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/orm.ts';
import { resetAccountFromConsole } from '../staff/resetAccountFromConsole.ts';
import { AppError } from '../http/AppError.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const username = args.find((a) => !a.startsWith('--'));
  const wants = { password: args.includes('--password-stdin'), mfa: args.includes('--mfa'), enable: args.includes('--enable') };
  if (!username || (!wants.password && !wants.mfa && !wants.enable)) {
    console.error('Uso: npm run user:reset -- <usuario> [--password-stdin] [--mfa] [--enable]');
    return 2;
  }
  const password = wants.password ? await readStdin() : null;
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
  try {
    const done = await resetAccountFromConsole(db.orm.em.fork(), { username, password, mfa: wants.mfa, enable: wants.enable }, new Date());
    for (const line of done) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.userMessage);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuración no válida: ${error.message}` : error);
  process.exitCode = 1;
}
