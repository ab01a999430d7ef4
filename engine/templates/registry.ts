import { checkTemplate, type CheckOptions } from './checkTemplate.ts';
import { resolveTemplate } from './resolveTemplate.ts';
import { TemplateError } from './templateError.ts';
import type { CaseTemplate, TemplateFile } from './types.ts';

export interface TemplateRegistry {
  /** The template `key` at `version`, or its latest version when `version` is omitted; throws when unknown. */
  get(key: string, version?: number): CaseTemplate;
  /** Like `get`, but `undefined` when there is no such template or version. */
  find(key: string, version?: number): CaseTemplate | undefined;
  /** Keys of every template, sorted. */
  keys(): string[];
  /** The latest version of every template, sorted by key. */
  latest(): CaseTemplate[];
  /** Every version of every template (older versions are kept so saved cases still render). */
  all(): CaseTemplate[];
  /** The versions known for `key`, ascending. */
  versions(key: string): number[];
}

// `/templates/case/usa/template.json` (a Vite glob key) and `case/usa/template.json` name the same file.
function normalizePath(file: string): string {
  const forward = file.replace(/\\/g, '/');
  const match = /(^|\/)(case\/.*)$/.exec(forward);
  return match ? match[2] : forward.replace(/^\/+/, '');
}

// A module object from an eager `import.meta.glob` holds the JSON under `default`.
function unwrap(value: unknown): unknown {
  const module = value as { default?: unknown; [Symbol.toStringTag]?: string };
  return module && module[Symbol.toStringTag] === 'Module' && 'default' in module ? module.default : value;
}

const TEMPLATE_FILE = /^case\/([^/]+)\/template\.json$/;
const FROZEN_VERSION_FILE = /^case\/([^/]+)\/versions\/[^/]+\.json$/;

/**
 * A registry of the case templates found in `files` (every JSON file under templates/, by path:
 * `case/<key>/template.json`, `case/<key>/sections/*.json`, `case/shared/*.json`,
 * `case/<key>/versions/<n>.json`). It reads nothing by itself: the server passes what
 * `loadTemplateFiles()` read from disk, the browser what `import.meta.glob` bundled.
 *
 * `template.json` is the current version, composed from section files; `versions/<n>.json` are
 * earlier versions frozen already resolved ({kind, key, version, label, readiness, schema, uiSchema}),
 * because the shared sections they were built from may have changed since. Every template is checked
 * when loaded; a broken one throws a `TemplateError` naming its file and field. In the browser pass
 * `{ compile: false }` (see CheckOptions).
 */
export function createTemplateRegistry(files: Record<string, unknown>, options: CheckOptions = {}): TemplateRegistry {
  const byPath: Record<string, unknown> = {};
  for (const [file, content] of Object.entries(files)) byPath[normalizePath(file)] = unwrap(content);

  const byKey = new Map<string, Map<number, CaseTemplate>>();
  const add = (template: CaseTemplate, folderKey: string) => {
    if (template.key !== folderKey) throw new TemplateError(template.file, 'key', `debe coincidir con la carpeta "${folderKey}"`);
    checkTemplate(template, options);
    const versions = byKey.get(template.key) ?? new Map<number, CaseTemplate>();
    if (versions.has(template.version)) {
      throw new TemplateError(
        template.file,
        'version',
        `la versión ${template.version} de "${template.key}" ya existe en ${versions.get(template.version)!.file}`,
      );
    }
    versions.set(template.version, Object.freeze(template));
    byKey.set(template.key, versions);
  };

  for (const file of Object.keys(byPath).sort()) {
    const current = TEMPLATE_FILE.exec(file);
    if (current) add(resolveTemplate(file, byPath[file] as TemplateFile, byPath), current[1]);
    const frozen = FROZEN_VERSION_FILE.exec(file);
    if (frozen) add({ ...(byPath[file] as CaseTemplate), file }, frozen[1]);
  }

  const find = (key: string, version?: number) => {
    const versions = byKey.get(key);
    if (!versions) return undefined;
    return versions.get(version ?? Math.max(...versions.keys()));
  };
  return {
    find,
    get(key, version) {
      const template = find(key, version);
      if (!template) throw new Error(`Plantilla de caso desconocida: ${key}${version === undefined ? '' : ` versión ${version}`}`);
      return template;
    },
    keys: () => [...byKey.keys()].sort(),
    latest: () => [...byKey.keys()].sort().map((key) => find(key)!),
    all: () => [...byKey.keys()].sort().flatMap((key) => [...byKey.get(key)!.values()].sort((a, b) => a.version - b.version)),
    versions: (key) => [...(byKey.get(key)?.keys() ?? [])].sort((a, b) => a - b),
  };
}
