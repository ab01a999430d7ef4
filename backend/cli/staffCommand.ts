import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/orm.ts';
import { AppError } from '../http/AppError.ts';

/** What a staff command reads from standard input (`--password-stdin`), without its last line break. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * Runs `work` on the database the settings name (as `npm start` would open it) and closes it. A refusal
 * (AppError) is printed as its Spanish line with exit code 1; a bad setting as 'Configuración no válida…'.
 */
export async function withStaffDatabase(work: (em: EntityManager) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
  try {
    return await work(db.orm.em.fork());
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

/** Sets the process's exit code from `main`, printing a bad setting as one line. */
export async function runStaffCommand(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuración no válida: ${error.message}` : error);
    process.exitCode = 1;
  }
}
