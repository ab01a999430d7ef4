import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type JsonSchema = Record<string, unknown> & { $id: string; title?: string };

const schemasDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every `*.schema.json` in this folder, by its `$id`. These schemas are the source of truth for
 * what the API accepts and returns; types in `generated/` are derived from them by `npm run gen`.
 */
export function loadSchemas(dir: string = schemasDir): Map<string, JsonSchema> {
  const schemas = new Map<string, JsonSchema>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    if (!schema.$id) throw new Error(`${file}: falta "$id"`);
    if (schemas.has(schema.$id)) throw new Error(`${file}: "$id" repetido: ${schema.$id}`);
    schemas.set(schema.$id, schema);
  }
  return schemas;
}
