import type { EntityManager } from '@mikro-orm/postgresql';
import type { FormTemplate } from '../../engine/forms/formTemplate.ts';
import { resolveInterviewRules } from '../../engine/interview/resolveInterviewRules.ts';
import type { InterviewRules, InterviewRulesFile } from '../../engine/interview/types.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import type { RetiredField } from '../../engine/templates/editing/types.ts';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { queryRows } from '../db/sql.ts';
import { oneRunAtATime } from './oneRunAtATime.ts';
import type { TemplateVersionRow } from './templateVersionRow.ts';

/** A template_versions row as the catalog reads it. */
type VersionRow = Pick<TemplateVersionRow, 'kind' | 'key' | 'version' | 'fingerprint' | 'content'>;

/** The interview as its versions are kept: the template without its scoring rules, which are versioned apart. */
export type InterviewContent = Omit<InterviewTemplate, 'rules'> & { retired?: RetiredField[] };

/** One kind's templates by key and version: the files' with the published ones over them. */
export interface VersionedTemplates<T> {
  keys(): string[];
  /** The versions known for `key`, ascending. */
  versions(key: string): number[];
  /** `key` at `version`, or at its latest version; undefined when unknown. */
  find(key: string, version?: number): T | undefined;
  /** Whether key@version came from the database (else from the files). */
  isPublished(key: string, version: number): boolean;
}

/**
 * The templates the server uses: the files in templates/ (the starting versions) with the versions
 * published from the back-office (template_versions) over them, for every kind: case forms, the
 * interview's steps, its scoring rules and the stand-alone forms. Every view is live: once the catalog
 * has caught up, every holder of it sees the versions published by any server process on the database.
 * A published version with the number of a file version wins
 * (docs/decisions/0128-templates-published-from-the-back-office.md and
 * docs/decisions/0152-template-versions-across-server-processes.md).
 */
export interface TemplateCatalog {
  readonly cases: TemplateRegistry;
  readonly interviews: VersionedTemplates<InterviewContent>;
  /** The scoring rules as written (rules.json and the versions published after it), by the interview's key. */
  readonly rules: VersionedTemplates<InterviewRulesFile>;
  readonly forms: VersionedTemplates<FormTemplate>;
  /**
   * The interview's steps at `version` scored by the rules at `rulesVersion` (each the latest when
   * omitted), the rules resolved against those steps with their fingerprint. Throws for an unknown version.
   */
  interview(version?: number, rulesVersion?: number): InterviewTemplate;
  /** The interview template as shipped in templates/interview/. */
  readonly interviewFiles: InterviewTemplate;
  /**
   * Makes the catalog as current as the database: reads the generation (one single-row query) and,
   * when a statement has changed template_versions since the versions were read (or they never were:
   * at start-up), reads them again. Callers arriving together share one read. Inside a transaction (a publish, which holds
   * template_catalog_state's row) it reads through that transaction and waits for no other read: on
   * the embedded database a second connection would wait for the transaction to end.
   */
  catchUp(em: EntityManager): Promise<void>;
  /** Whether the case template key@version came from the database (else from the files). */
  isPublished(key: string, version: number): boolean;
}

/** A published row as the registry serves it; `file` names where it came from in error messages. */
export function publishedCaseTemplate(row: Omit<VersionRow, 'fingerprint'>): CaseTemplate {
  return Object.freeze({
    ...(row.content as unknown as CaseTemplate),
    kind: 'case',
    key: row.key,
    version: row.version,
    file: `template_versions:${row.key}@${row.version}`,
  });
}

/** A rules file resolved against the interview's steps, with its fingerprint (as loadInterviewRules gives the file's). */
export function publishedInterviewRules(
  content: Record<string, unknown> | InterviewRulesFile,
  interview: Pick<InterviewTemplate, 'steps'>,
): InterviewRules {
  const resolved = resolveInterviewRules(content as InterviewRulesFile, interview.steps);
  return { ...resolved, fingerprint: templateFingerprint(resolved) };
}

/** The interview's rules file as written (templates/interview/rules.json), without what resolving added. */
function rulesFileOf(interview: InterviewTemplate): InterviewRulesFile {
  const { stepTitles: _t, fieldTitles: _f, optionLabels: _o, fingerprint: _p, ...file } = interview.rules;
  return file;
}

type ByKey<T> = Map<string, Map<number, T>>;

function versioned<T>(files: ByKey<T>): VersionedTemplates<T> & { publish(rows: ByKey<T>): void } {
  let published: ByKey<T> = new Map();
  const versions = (key: string) =>
    [...new Set([...(files.get(key)?.keys() ?? []), ...(published.get(key)?.keys() ?? [])])].sort((a, b) => a - b);
  return {
    keys: () => [...new Set([...files.keys(), ...published.keys()])].sort(),
    versions,
    find(key, version) {
      const wanted = version ?? versions(key).at(-1);
      if (wanted === undefined) return undefined;
      return published.get(key)?.get(wanted) ?? files.get(key)?.get(wanted);
    },
    isPublished: (key, version) => Boolean(published.get(key)?.has(version)),
    publish(rows) {
      published = rows;
    },
  };
}

const single = <T>(key: string, version: number, value: T): ByKey<T> => new Map([[key, new Map([[version, value]])]]);

export function createTemplateCatalog(
  files: TemplateRegistry,
  interviewFiles: InterviewTemplate,
  formFiles: FormTemplate[] = [],
): TemplateCatalog {
  const caseFiles: ByKey<CaseTemplate> = new Map(
    files.keys().map((key) => [key, new Map(files.versions(key).map((v) => [v, files.get(key, v)]))]),
  );
  const cases = versioned(caseFiles);
  const { rules: _rules, ...interviewContent } = interviewFiles;
  const interviews = versioned(single<InterviewContent>(interviewFiles.key, interviewFiles.version, interviewContent));
  const rules = versioned(single(interviewFiles.key, interviewFiles.rules.version, rulesFileOf(interviewFiles)));
  const forms = versioned<FormTemplate>(new Map(formFiles.map((form) => [form.key, new Map([[form.version, form]])])));
  // Each pair of versions is resolved once per read of the published versions.
  let resolved = new Map<string, InterviewTemplate>();

  // The generation the versions were read at (template_catalog_state: it only grows). It is read before
  // the rows: a publish committed between the two reads is in the rows and not in the generation, so the
  // next catch-up reads them again; the other way round a generation could be recorded with rows that
  // miss its version. A read applies only what is newer than what the catalog holds, so a slow read
  // finishing after a later one changes nothing.
  let generation: bigint | null = null;
  let known = new Map<string, { fingerprint: string; template: Record<string, unknown> }>();
  const isNewer = (read: bigint | null) => read === null || generation === null || read > generation;
  const readVersions = async (em: EntityManager) => {
    const [state] = await queryRows<{ generation: string }>(em, 'select generation::text as generation from template_catalog_state');
    const current = state ? BigInt(state.generation) : null;
    if (!isNewer(current)) return;
    const rows = await queryRows<VersionRow>(
      em,
      'select kind, key, version, fingerprint, content from template_versions order by kind, key, version',
    );
    if (!isNewer(current)) return;
    // A version read before is kept as the same object (what was compiled or served for it stays valid);
    // the fingerprint tells it is the same content.
    const kept = new Map<string, { fingerprint: string; template: Record<string, unknown> }>();
    const byKind = (kind: string) => {
      const out: ByKey<Record<string, unknown>> = new Map();
      for (const row of rows.filter((r) => r.kind === kind)) {
        const id = `${row.kind}:${row.key}@${row.version}`;
        const before = known.get(id);
        const template =
          before?.fingerprint === row.fingerprint
            ? before.template
            : kind === 'case'
              ? (publishedCaseTemplate(row) as unknown as Record<string, unknown>)
              : Object.freeze({ ...row.content, version: row.version });
        kept.set(id, { fingerprint: row.fingerprint, template });
        const byVersion = out.get(row.key) ?? new Map<number, Record<string, unknown>>();
        byVersion.set(row.version, template);
        out.set(row.key, byVersion);
      }
      return out;
    };
    cases.publish(byKind('case') as unknown as ByKey<CaseTemplate>);
    interviews.publish(byKind('interview') as unknown as ByKey<InterviewContent>);
    rules.publish(byKind('rules') as unknown as ByKey<InterviewRulesFile>);
    forms.publish(byKind('form') as unknown as ByKey<FormTemplate>);
    known = kept;
    resolved = new Map();
    generation = current;
  };
  // Requests check one at a time, each with a read that started after it asked (oneRunAtATime).
  const inTurn = oneRunAtATime(readVersions);

  const registry: TemplateRegistry = {
    find: (key, version) => cases.find(key, version),
    get(key, version) {
      const template = cases.find(key, version);
      if (!template) throw new Error(`Plantilla de caso desconocida: ${key}${version === undefined ? '' : ` versión ${version}`}`);
      return template;
    },
    keys: cases.keys,
    latest: () => cases.keys().map((key) => cases.find(key)!),
    all: () => cases.keys().flatMap((key) => cases.versions(key).map((version) => cases.find(key, version)!)),
    versions: cases.versions,
  };

  return {
    cases: registry,
    interviews,
    rules,
    forms,
    interviewFiles,
    isPublished: cases.isPublished,
    interview(version, rulesVersion) {
      const key = interviewFiles.key;
      const stepsVersion = version ?? interviews.versions(key).at(-1)!;
      const scoredBy = rulesVersion ?? rules.versions(key).at(-1)!;
      const id = `${stepsVersion}/${scoredBy}`;
      let template = resolved.get(id);
      if (!template) {
        const steps = interviews.find(key, stepsVersion);
        const file = rules.find(key, scoredBy);
        if (!steps) throw new Error(`Versión desconocida de la entrevista: ${stepsVersion}`);
        if (!file) throw new Error(`Versión desconocida de las reglas de puntuación: ${scoredBy}`);
        const { retired: _retired, ...own } = steps;
        template = Object.freeze({ ...own, rules: publishedInterviewRules(file, steps) });
        resolved.set(id, template);
      }
      return template;
    },
    catchUp: (em) => (em.isInTransaction() ? readVersions(em) : inTurn(em)),
  };
}
