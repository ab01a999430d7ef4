import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkFormTemplate, type FormTemplate } from '../engine/forms/formTemplate.ts';
import { TemplateError } from '../engine/templates/templateError.ts';
import { templatesDir } from './loadCaseTemplates.ts';
import { readTemplateJson } from './readTemplateJson.ts';

/**
 * Every form template under `dir` (default: the shipped templates/), `forms/<key>/template.json`, each
 * checked with the draft-07 meta-schema too (checkFormTemplate). A broken file is refused with a
 * TemplateError naming the file and the place, in Spanish. Sorted by key.
 */
export function loadFormTemplates(dir: string = templatesDir): FormTemplate[] {
  const formsDir = path.join(dir, 'forms');
  if (!existsSync(formsDir)) return [];
  const keys = readdirSync(formsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return keys.map((key) => {
    const file = `forms/${key}/template.json`;
    const template = checkFormTemplate(file, readTemplateJson(dir, file));
    if (template.key !== key) throw new TemplateError(file, 'key', `debe coincidir con la carpeta «${key}»`);
    return template;
  });
}
