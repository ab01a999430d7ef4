import { createTemplateRegistry } from '../registry.ts';
import type { CaseTemplate } from '../types.ts';
import file from './valueSections.json' with { type: 'json' };

/**
 * A test template (never shipped) whose sections are not all objects of fields: `notes` is one text,
 * `languages` a multi-select list and `companions` a number, each a section of its own; `notes` and
 * `companions` are required. Loaded through the registry as a frozen version, so the loader checks it.
 * Pass `{ compile: false }` in the browser.
 */
export function valueSectionsTemplate(options: { compile?: boolean } = {}): CaseTemplate {
  return createTemplateRegistry({ 'case/prueba/versions/1.json': file }, options).get('prueba');
}
