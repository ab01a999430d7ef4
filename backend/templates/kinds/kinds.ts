import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import { templatesDir } from '../../../templates/loadCaseTemplates.ts';
import { AppError } from '../../http/AppError.ts';
import type { TemplateCatalog } from '../templateCatalog.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';
import { caseKind } from './caseKind.ts';
import { formKind } from './formKind.ts';
import { interviewKind } from './interviewKind.ts';
import type { KindContext, KindHandler, VersionContent } from './kindHandler.ts';
import { rulesKind } from './rulesKind.ts';

/** The templates the back-office edits: the catalog, and each kind's handler by its name. */
export interface EditableTemplates {
  catalog: TemplateCatalog;
  kinds: Record<TemplateKind, KindHandler>;
}

/** Every kind's handler over `catalog`: a new kind is its module and its line here. */
export function editableTemplates(catalog: TemplateCatalog): EditableTemplates {
  const rulesSchema = JSON.parse(readFileSync(path.join(templatesDir, 'interview', 'rules.schema.json'), 'utf8')) as JsonSchema;
  const context: KindContext = { catalog, rulesSchema };
  return {
    catalog,
    kinds: { case: caseKind(context), interview: interviewKind(context), rules: rulesKind(context), form: formKind(context) },
  };
}

/** One version of a template (the latest without `version`), else 404. */
export function versionOf(templates: EditableTemplates, kind: TemplateKind, key: string, version?: number): VersionContent {
  const all = templates.kinds[kind].versions(key);
  const found = version === undefined ? all.at(-1) : all.find((v) => v.version === version);
  if (!found) throw new AppError('not_found', TEMPLATE_TEXTS.unknownVersion);
  return found;
}
