/** Applies pending migrations and exits (the server also applies them at start). */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/orm.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
const executed = await db.orm.getMigrator().getExecutedMigrations();
console.log(`Base de datos al día (${executed.length} migraciones aplicadas).`);
await db.close();
