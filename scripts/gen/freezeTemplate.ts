/**
 * Before changing a case template (or a shared section it uses) in a way that changes its schema,
 * freeze the version saved cases were filled with:
 *
 *   node --import tsx scripts/gen/freezeTemplate.ts usa     # writes case/usa/versions/<version>.json
 *
 * then raise `version` in case/usa/template.json and make the change. Saved cases keep rendering,
 * validating and printing with the frozen version they name.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { loadCaseTemplates, templatesDir } from '../../templates/loadCaseTemplates.ts';

/** The frozen file's path (relative to templates/) and content for the current version of `key`. */
export function frozenVersion(template: CaseTemplate): { file: string; content: string } {
  const { file: _source, ...resolved } = template;
  return { file: `case/${template.key}/versions/${template.version}.json`, content: `${JSON.stringify(resolved, null, 2)}\n` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const key = process.argv[2];
  const registry = loadCaseTemplates();
  if (!key || !registry.find(key)) {
    console.error(`Indique una plantilla: ${registry.keys().join(', ')}`);
    process.exitCode = 1;
  } else {
    const current = registry.get(key);
    if (current.file.includes('/versions/')) {
      console.error(`La versión ${current.version} de ${key} ya está congelada; suba "version" en case/${key}/template.json.`);
      process.exitCode = 1;
    } else {
      const { file, content } = frozenVersion(current);
      const target = path.join(templatesDir, file);
      if (existsSync(target)) {
        console.error(`${file} ya existe.`);
        process.exitCode = 1;
      } else {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, content);
        console.log(`Escrito ${file}. Ahora suba "version" en case/${key}/template.json.`);
      }
    }
  }
}
