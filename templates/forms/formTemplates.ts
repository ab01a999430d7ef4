/**
 * The form templates as the browser and the server use them at run time: bundled JSON (no file read, no
 * code compiled), each checked by checkFormTemplate without the meta-schema pass, which
 * templates/loadFormTemplates.ts and its tests run on the same files. Add a form here with its folder.
 */
import { checkFormTemplate, type FormTemplate } from '../../engine/forms/formTemplate.ts';
import task from './task/template.json' with { type: 'json' };

const FILES: Record<string, unknown> = {
  'forms/task/template.json': task,
};

export const FORM_TEMPLATES: Readonly<Record<string, FormTemplate>> = Object.freeze(
  Object.fromEntries(
    Object.entries(FILES).map(([file, content]) => {
      const template = Object.freeze(checkFormTemplate(file, content, { metaSchema: false }));
      return [template.key, template];
    }),
  ),
);

/** The form template `key`; throws when unknown. */
export function formTemplate(key: string): FormTemplate {
  const template = FORM_TEMPLATES[key];
  if (!template) throw new Error(`Plantilla de formulario desconocida: ${key}`);
  return template;
}
