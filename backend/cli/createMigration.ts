/**
 * Writes a new migration from the difference between the entities and the schema the existing
 * migrations produce, and registers it in backend/db/migrations/index.ts.
 * Runs against a throw-away in-memory database, so it needs no server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/orm.ts';

const dir = path.resolve('backend/db/migrations');
const db = await openDatabase({ databaseUrl: null, pgliteDir: null });
try {
  const migrator = db.orm.getMigrator();
  const result = await migrator.createMigration(dir, false, false, process.argv[2]);
  if (!result.fileName) {
    console.log('Sin cambios: las entidades coinciden con las migraciones.');
  } else {
    const name = result.fileName.replace(/\.ts$/, '');
    const className = (result.code.match(/export class (\w+)/) ?? [])[1];
    const indexPath = path.join(dir, 'index.ts');
    let index = await fs.readFile(indexPath, 'utf8');
    index = index.replace(/^(import type .*\n)/m, `$1import { ${className} } from './${name}.ts';\n`);
    index = index.replace(/\n\];\s*$/, `\n  { name: '${name}', class: ${className} },\n];\n`);
    await fs.writeFile(indexPath, index);
    console.log(`Migración creada: ${result.fileName}`);
  }
} finally {
  await db.close();
}
