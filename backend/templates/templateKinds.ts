import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TemplateKind } from '../../engine/templates/editing/checkDraft.ts';
import { TEMPLATE_KINDS } from '../../engine/templates/editing/checkDraft.ts';
import type { JsonSchema } from '../../engine/templates/types.ts';
import { templatesDir } from '../../templates/loadCaseTemplates.ts';
import { AppError } from '../http/AppError.ts';
import { caseKind } from './kinds/caseKind.ts';
import { formKind } from './kinds/formKind.ts';
import { interviewKind } from './kinds/interviewKind.ts';
import type { KindContext, KindHandler, VersionContent } from './kinds/kindHandler.ts';
import { rulesKind } from './kinds/rulesKind.ts';
import type { TemplateCatalog } from './templateCatalog.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

export type { KindHandler, VersionContent };

export interface EditableTemplates {
  catalog: TemplateCatalog;
  kinds: Record<TemplateKind, KindHandler>;
}

export function editableTemplates(catalog: TemplateCatalog): EditableTemplates {
  const rulesSchema = JSON.parse(readFileSync(path.join(templatesDir, 'interview', 'rules.schema.json'), 'utf8')) as JsonSchema;
  const context: KindContext = { catalog, rulesSchema };
  return { catalog, kinds: { case: caseKind(context), interview: interviewKind(context), rules: rulesKind(context), form: formKind(context) } };
}

export function parseKind(kind: string | undefined): TemplateKind {
  if (!TEMPLATE_KINDS.includes(kind as TemplateKind)) throw new AppError('not_found', TEMPLATE_TEXTS.unknownTemplate);
  return kind as TemplateKind;
}

/** The key exists for the kind, else 404. */
export function checkKey(templates: EditableTemplates, kind: TemplateKind, key: string | undefined): string {
  if (!key || !templates.kinds[kind].keys().includes(key)) throw new AppError('not_found', TEMPLATE_TEXTS.unknownTemplate);
  return key;
}

export function versionOf(templates: EditableTemplates, kind: TemplateKind, key: string, version?: number): VersionContent {
  const all = templates.kinds[kind].versions(key);
  const found = version === undefined ? all.at(-1) : all.find((v) => v.version === version);
  if (!found) throw new AppError('not_found', TEMPLATE_TEXTS.unknownVersion);
  return found;
}

