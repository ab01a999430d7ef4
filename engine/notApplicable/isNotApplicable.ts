/** What a consultant writes in a field that does not apply to the case (docs/product-rules.md, Case details), any case, spaces around. */
export const NOT_APPLICABLE = 'NA';

/** The same rule as a JSON Schema `pattern`. */
export const NOT_APPLICABLE_PATTERN = '^\\s*[nN][aA]\\s*$';

/** How a not-applicable field is printed and shown read-only. */
export const NOT_APPLICABLE_LABEL = 'N/A';

/** Whether `value` marks its field as not applicable: the text 'NA', trimmed, in any case. */
export function isNotApplicable(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toUpperCase() === NOT_APPLICABLE;
}
