import type { CaseTemplate, UiSchema } from '../templates/types.ts';
import { listSections } from './listSections.ts';

/**
 * Keys of the sections that start open when a case is opened (or its destination changes): the
 * personal section (`ui:options.collapsed: false` in the template); every other one starts collapsed.
 * When a template marks none, its first section opens.
 */
export function initialOpenSections(template: CaseTemplate): string[] {
  const sections = listSections(template);
  const open = sections
    .filter(
      ({ key }) =>
        ((template.uiSchema[key] as UiSchema | undefined)?.['ui:options'] as { collapsed?: boolean } | undefined)?.collapsed === false,
    )
    .map(({ key }) => key);
  return open.length || !sections.length ? open : [sections[0].key];
}
