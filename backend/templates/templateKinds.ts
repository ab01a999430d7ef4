import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { servedTemplate } from '../caseDetails/caseTemplateRoutes.ts';
import type { InterviewDraftContext, TemplateKind } from '../../engine/templates/editing/checkDraft.ts';
import { TEMPLATE_KINDS } from '../../engine/templates/editing/checkDraft.ts';
import type { JsonSchema } from '../../engine/templates/types.ts';
import { templatesDir } from '../../templates/loadCaseTemplates.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { AppError } from '../http/AppError.ts';
import { queryRows } from '../db/sql.ts';
import type { TemplateCatalog } from './templateCatalog.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

/** What the template editor works on, whichever the kind: the published versions and their content. */
export interface EditableTemplates {
  catalog: TemplateCatalog;
  interview: InterviewTemplate;
  /** The interview steps and rules.schema.json, which an interview rules draft is checked against. */
  interviewContext: InterviewDraftContext;
}

export function editableTemplates(catalog: TemplateCatalog): EditableTemplates {
  // The steps never change with the rules: the shipped template gives them, its label, key and first rules.
  const interview = catalog.interviewFiles;
  const rulesSchema = JSON.parse(readFileSync(path.join(templatesDir, 'interview', 'rules.schema.json'), 'utf8')) as JsonSchema;
  return { catalog, interview, interviewContext: { steps: interview.steps, rulesSchema } };
}

/** One version of a template: its number and the content the registry serves for it. */
export interface VersionContent {
  version: number;
  content: Record<string, unknown>;
}

/** The interview rules as written (templates/interview/rules.json), without what resolving added. */
function rulesFileOf(interview: InterviewTemplate): Record<string, unknown> {
  const { stepTitles: _t, fieldTitles: _f, optionLabels: _o, fingerprint: _p, ...file } = interview.rules;
  return file as unknown as Record<string, unknown>;
}

export function parseKind(kind: string | undefined): TemplateKind {
  if (!TEMPLATE_KINDS.includes(kind as TemplateKind)) throw new AppError('not_found', TEMPLATE_TEXTS.unknownTemplate);
  return kind as TemplateKind;
}

/** The key exists for the kind (the interview has one: its template's key), else 404. */
export function checkKey(templates: EditableTemplates, kind: TemplateKind, key: string | undefined): string {
  const known = kind === 'case' ? Boolean(key && templates.catalog.cases.find(key)) : key === templates.interview.key;
  if (!known) throw new AppError('not_found', TEMPLATE_TEXTS.unknownTemplate);
  return key!;
}

export function labelOf(templates: EditableTemplates, kind: TemplateKind, key: string): string {
  return kind === 'case' ? templates.catalog.cases.get(key).label : `${templates.interview.label}: reglas de puntuación`;
}

/** Every version of a template, oldest first: for a case form the catalog's; for the interview rules the file's and the published ones. */
export async function versionsOf(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string): Promise<VersionContent[]> {
  if (kind === 'case') {
    return templates.catalog.cases.versions(key).map((version) => ({ version, content: servedTemplate(templates.catalog.cases.get(key, version)) }));
  }
  const rows = await queryRows<VersionContent>(em, "select version, content from template_versions where kind = 'interview' and key = ? order by version", [key]);
  const file = { version: templates.interview.rules.version, content: rulesFileOf(templates.interview) };
  return [...(rows.some((row) => row.version === file.version) ? [] : [file]), ...rows].sort((a, b) => a.version - b.version);
}

export async function versionOf(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string, version?: number): Promise<VersionContent> {
  const all = await versionsOf(em, templates, kind, key);
  const found = version === undefined ? all.at(-1) : all.find((v) => v.version === version);
  if (!found) throw new AppError('not_found', TEMPLATE_TEXTS.unknownVersion);
  return found;
}
