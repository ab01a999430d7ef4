/**
 * What each case template's current version holds, fingerprinted, so a change cannot slip in under a
 * version saved cases already name (templateLock.test.ts fails until the version is raised). After
 * raising a version (and freezing the old one, see freezeTemplate.ts), record the new fingerprints:
 *
 *   npm run templates:lock
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import { frozenVersion } from './freezeTemplate.ts';
import { loadCaseTemplates, templatesDir } from '../../templates/loadCaseTemplates.ts';

export type TemplateLock = Record<string, { version: number; sha256: string }>;

export const lockPath = (dir: string = templatesDir) => path.join(dir, 'versions.lock.json');

/** The fingerprint of every template's current version: the hash of exactly what freezing it would write. */
export function fingerprints(registry: TemplateRegistry): TemplateLock {
  const lock: TemplateLock = {};
  for (const key of [...registry.keys()].sort()) {
    const current = registry.get(key);
    lock[key] = { version: current.version, sha256: createHash('sha256').update(frozenVersion(current).content).digest('hex') };
  }
  return lock;
}

/**
 * What is wrong between the templates and their lock, in Spanish, each with the step that fixes it;
 * empty when every current version is the one recorded, unchanged.
 */
export function checkLock(registry: TemplateRegistry, lock: TemplateLock): string[] {
  const now = fingerprints(registry);
  const problems: string[] = [];
  for (const [key, current] of Object.entries(now)) {
    const recorded = lock[key];
    if (!recorded) {
      problems.push(`La plantilla «${key}» no está en el registro de versiones: ejecute npm run templates:lock.`);
    } else if (recorded.version === current.version) {
      if (recorded.sha256 !== current.sha256) {
        problems.push(
          `La plantilla «${key}» cambió pero sigue en la versión ${current.version}, que los casos guardados ya pueden usar: ` +
            `congele esa versión (node --import tsx scripts/gen/freezeTemplate.ts ${key}), suba «version» en case/${key}/template.json ` +
            'y ejecute npm run templates:lock.',
        );
      }
    } else if (!registry.find(key, recorded.version)) {
      problems.push(
        `La versión ${recorded.version} de «${key}» ya no existe y los casos guardados con ella no se podrían abrir: ` +
          `congélela (case/${key}/versions/${recorded.version}.json) antes de subir la versión.`,
      );
    } else {
      problems.push(`«${key}» pasó a la versión ${current.version}: ejecute npm run templates:lock para registrarla.`);
    }
  }
  for (const key of Object.keys(lock)) {
    if (!now[key]) problems.push(`La plantilla «${key}» del registro ya no existe: los casos guardados con ella no se podrían abrir.`);
  }
  return problems;
}

export function readLock(dir: string = templatesDir): TemplateLock {
  return JSON.parse(readFileSync(lockPath(dir), 'utf8')) as TemplateLock;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(lockPath(), `${JSON.stringify(fingerprints(loadCaseTemplates()), null, 2)}\n`);
  console.log('Registro de versiones actualizado: templates/versions.lock.json');
}
