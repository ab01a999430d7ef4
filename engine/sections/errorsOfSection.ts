import type { FieldError } from '../validation/describeErrors.ts';

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * The errors of one case section as its form shows them: paths relative to the section
 * (`identity.birthDate` → `birthDate`), one message per field. A section holding one value shows its
 * own error (path ''); a section of fields shows those of its fields only.
 */
export function errorsOfSection(errors: FieldError[], section: string, oneValue: boolean): FieldError[] {
  const seen = new Set<string>();
  return errors
    .filter((error) => within(error.path, section) && (oneValue || error.path !== section))
    .map((error) => ({ ...error, path: error.path.slice(section.length + 1) }))
    .filter((error) => !seen.has(error.path) && Boolean(seen.add(error.path)));
}
