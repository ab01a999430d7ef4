import type { UiSchema } from '../templates/types.ts';
import { isNotApplicable } from './isNotApplicable.ts';

/** The CSS class the form gives a field holding NA (shown greyed). */
export const NOT_APPLICABLE_CLASS = 'is-not-applicable';

/** Dotted paths of every value in `data` that is NA (`identity.nationalIdNumber`, `family.children.0.school`). */
export function notApplicablePaths(data: unknown, prefix = ''): string[] {
  if (isNotApplicable(data)) return [prefix];
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => notApplicablePaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * `uiSchema` with `ui:classNames` = NOT_APPLICABLE_CLASS on each field of `data` that holds NA, so the
 * form greys them. Fields inside lists share one uiSchema for all rows (RJSF's `items`), so a row's NA
 * is left to the field template, which can call `isNotApplicable` on its own value.
 */
export function greyNotApplicable(uiSchema: UiSchema, data: unknown): UiSchema {
  const result: UiSchema = { ...uiSchema };
  for (const path of notApplicablePaths(data)) {
    const parts = path.split('.');
    if (parts.some((part) => /^\d+$/.test(part))) continue;
    let node = result;
    for (const part of parts) {
      const child = { ...((node[part] as UiSchema | undefined) ?? {}) };
      node[part] = child;
      node = child;
    }
    const existing = typeof node['ui:classNames'] === 'string' ? `${node['ui:classNames']} ` : '';
    if (!existing.includes(NOT_APPLICABLE_CLASS)) node['ui:classNames'] = `${existing}${NOT_APPLICABLE_CLASS}`;
  }
  return result;
}
