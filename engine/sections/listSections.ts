import { isObjectSchema } from '../templates/fieldUi.ts';
import type { CaseTemplate, UiSchema } from '../templates/types.ts';

export interface SectionSummary {
  key: string;
  /** Spanish title shown on the collapsible header. */
  title: string;
  /** The section's fields in display order (none when it holds one value). */
  fieldKeys: string[];
  /** The section is one value (a text, a list, a number) rather than an object of fields. */
  oneValue: boolean;
}

function order(ui: UiSchema | undefined, keys: string[]): string[] {
  const listed = Array.isArray(ui?.['ui:order']) ? (ui!['ui:order'] as string[]).filter((k) => keys.includes(k)) : [];
  return [...listed, ...keys.filter((k) => !listed.includes(k))];
}

/** The template's sections in the order the form shows them (uiSchema `ui:order`). */
export function listSections(template: CaseTemplate): SectionSummary[] {
  const sections = template.schema.properties ?? {};
  return order(template.uiSchema, Object.keys(sections)).map((key) => ({
    key,
    title: sections[key].title ?? key,
    fieldKeys: order(template.uiSchema[key] as UiSchema | undefined, Object.keys(sections[key].properties ?? {})),
    oneValue: !isObjectSchema(sections[key]),
  }));
}
