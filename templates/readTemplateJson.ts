import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TemplateError } from '../engine/templates/templateError.ts';

/** Reads a JSON file under `dir`, naming it (relative to `dir`) when it cannot be read or parsed. */
export function readTemplateJson(dir: string, relative: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.join(dir, relative), 'utf8');
  } catch {
    throw new TemplateError(relative, '', 'no se encontró el archivo');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new TemplateError(relative, '', `JSON no válido: ${(error as Error).message}`);
  }
}
