import type { TemplateRegistry } from '../../engine/templates/registry.ts';

/** Template keys are the destinations (usa, canada, europa, …): a consultation for one gets its form. */
export const DEFAULT_CASE_TEMPLATE = 'usa';

/** The template a new case starts with: its consultation's destination when one exists, else the USA form. */
export function templateForDestination(templates: TemplateRegistry, destination: string | null | undefined): string {
  const key = (destination ?? '').trim().toLowerCase();
  return templates.find(key) ? key : DEFAULT_CASE_TEMPLATE;
}
