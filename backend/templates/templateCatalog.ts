import type { EntityManager } from '@mikro-orm/postgresql';
import { resolveInterviewRules } from '../../engine/interview/resolveInterviewRules.ts';
import type { InterviewRules, InterviewRulesFile } from '../../engine/interview/types.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { queryRows } from '../db/sql.ts';

/** A template_versions row as the catalog reads it. */
interface VersionRow {
  kind: string;
  key: string;
  version: number;
  content: Record<string, unknown>;
}

/**
 * The case templates the server uses: the files in templates/ (the starting versions) with the
 * versions published from the back-office (template_versions) over them. `cases` is a live view: after
 * `refresh` every holder of it sees the published versions. A published version with the number of a
 * file version wins (docs/decisions.md, "Templates published from the back-office").
 */
export interface TemplateCatalog {
  readonly cases: TemplateRegistry;
  /** The interview template with its latest scoring rules: the last published version, else the file's. */
  interview(): InterviewTemplate;
  /** The interview template as shipped in templates/interview/, its rules the starting version. */
  readonly interviewFiles: InterviewTemplate;
  /** Reads every published version again: at start-up and after each publish or rollback. */
  refresh(em: EntityManager): Promise<void>;
  /** Whether key@version came from the database (else from the files). */
  isPublished(key: string, version: number): boolean;
}

/** A published row as the registry serves it; `file` names where it came from in error messages. */
export function publishedCaseTemplate(row: VersionRow): CaseTemplate {
  return Object.freeze({ ...(row.content as unknown as CaseTemplate), kind: 'case', key: row.key, version: row.version, file: `template_versions:${row.key}@${row.version}` });
}

/** A published rules file resolved against the interview's steps, with its fingerprint (as loadInterviewRules gives the file's). */
export function publishedInterviewRules(content: Record<string, unknown>, interview: InterviewTemplate): InterviewRules {
  const resolved = resolveInterviewRules(content as unknown as InterviewRulesFile, interview.steps);
  return { ...resolved, fingerprint: templateFingerprint(resolved) };
}

export function createTemplateCatalog(files: TemplateRegistry, interviewFiles: InterviewTemplate): TemplateCatalog {
  let published = new Map<string, Map<number, CaseTemplate>>();
  let interview = interviewFiles;

  const versions = (key: string) => [...new Set([...files.versions(key), ...(published.get(key)?.keys() ?? [])])].sort((a, b) => a - b);
  const keys = () => [...new Set([...files.keys(), ...published.keys()])].sort();
  const find = (key: string, version?: number): CaseTemplate | undefined => {
    const known = versions(key);
    if (!known.length) return undefined;
    const wanted = version ?? known[known.length - 1];
    return published.get(key)?.get(wanted) ?? files.find(key, wanted);
  };

  const cases: TemplateRegistry = {
    find,
    get(key, version) {
      const template = find(key, version);
      if (!template) throw new Error(`Plantilla de caso desconocida: ${key}${version === undefined ? '' : ` versión ${version}`}`);
      return template;
    },
    keys,
    latest: () => keys().map((key) => find(key)!),
    all: () => keys().flatMap((key) => versions(key).map((version) => find(key, version)!)),
    versions,
  };

  return {
    cases,
    interview: () => interview,
    interviewFiles,
    isPublished: (key, version) => Boolean(published.get(key)?.has(version)),
    async refresh(em) {
      const rows = await queryRows<VersionRow>(em, "select kind, key, version, content from template_versions where kind = 'case' order by key, version");
      const next = new Map<string, Map<number, CaseTemplate>>();
      for (const row of rows) {
        const byVersion = next.get(row.key) ?? new Map<number, CaseTemplate>();
        byVersion.set(row.version, publishedCaseTemplate(row));
        next.set(row.key, byVersion);
      }
      published = next;
      const [rules] = await queryRows<VersionRow>(
        em,
        "select kind, key, version, content from template_versions where kind = 'interview' and key = ? order by version desc limit 1",
        [interviewFiles.key],
      );
      interview = rules && rules.version > interviewFiles.rules.version ? { ...interviewFiles, rules: publishedInterviewRules(rules.content, interviewFiles) } : interviewFiles;
    },
  };
}
