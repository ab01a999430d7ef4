import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { bulmaWidgets } from './bulmaTheme.ts';

/** The widgets TemplateForm draws with: RJSF's own, with the theme's over them (as RJSF merges them). */
const FORM_WIDGETS = { ...getDefaultRegistry().widgets, ...bulmaWidgets };

/**
 * Whether TemplateForm can draw a field of `schema` with `ui:widget` `name` (a short name such as
 * 'radio' for the field's type, or a widget's full name). RJSF throws while drawing the form for one it
 * cannot, which takes the whole form down: a template naming one is refused before it is used.
 */
export function usableWidget(schema: RJSFSchema, name: unknown): boolean {
  return typeof name === 'string' && hasWidget(schema, name, FORM_WIDGETS);
}
