import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTemplateRegistry, type TemplateRegistry } from '../engine/templates/registry.ts';

/** This folder: the templates shipped with the product. */
export const templatesDir = path.dirname(fileURLToPath(import.meta.url));

/** Every JSON file under `dir/case`, parsed, by its '/'-separated path relative to `dir` (`case/usa/template.json`). */
export function loadTemplateFiles(dir: string = templatesDir): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const entries = readdirSync(path.join(dir, 'case'), { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    try {
      files[relative] = JSON.parse(readFileSync(full, 'utf8'));
    } catch (error) {
      throw new Error(`${relative}: JSON no válido: ${(error as Error).message}`, { cause: error });
    }
  }
  return files;
}

/** The case templates on disk, checked and resolved (throws naming the file and field of a broken one). */
export function loadCaseTemplates(dir: string = templatesDir): TemplateRegistry {
  return createTemplateRegistry(loadTemplateFiles(dir));
}

/** The realistic filled-in case beside each template (`case/<key>/sample.json`), by template key. */
export function loadCaseSamples(dir: string = templatesDir): Map<string, Record<string, unknown>> {
  const samples = new Map<string, Record<string, unknown>>();
  for (const [file, content] of Object.entries(loadTemplateFiles(dir))) {
    const match = /^case\/([^/]+)\/sample\.json$/.exec(file);
    if (match) samples.set(match[1], content as Record<string, unknown>);
  }
  return samples;
}
