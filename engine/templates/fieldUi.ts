import { declaredFields, fieldOrder } from './declaredFields.ts';
import type { JsonSchema, UiSchema } from './types.ts';

/** Strings allowed this long are free text: they render as a textarea. */
export const TEXTAREA_MIN_LENGTH = 1000;

/** A select's options: `oneOf` of `{const, title}` (RJSF renders the titles, stores the consts). */
export function isChoice(schema: JsonSchema): boolean {
  return Array.isArray(schema.oneOf) && schema.oneOf.length > 0 && schema.oneOf.every((option) => 'const' in option);
}

export function isObjectSchema(schema: JsonSchema): boolean {
  return schema.type === 'object' && typeof schema.properties === 'object';
}

/**
 * The RJSF widget a field gets from its schema alone, so section files only spell out exceptions:
 * yes/no radio for booleans, date picker, select, checkboxes for multiple choice, textarea for long
 * text, and a list of sub-forms for arrays of objects.
 */
export function deriveFieldUi(schema: JsonSchema): UiSchema {
  if (schema.type === 'boolean') return { 'ui:widget': 'radio', 'ui:enumNames': ['Sí', 'No'], 'ui:options': { inline: true } };
  if (schema.type === 'string' && schema.format === 'date') return { 'ui:widget': 'date' };
  if (isChoice(schema)) return { 'ui:widget': 'select' };
  if (schema.type === 'string' && (schema.maxLength ?? 0) >= TEXTAREA_MIN_LENGTH) {
    return { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
  }
  if (schema.type === 'array' && schema.items) {
    if (isChoice(schema.items)) return { 'ui:widget': 'checkboxes' };
    if (isObjectSchema(schema.items)) {
      return { 'ui:options': { orderable: false }, items: objectUi(schema.items, {}) };
    }
  }
  return {};
}

/**
 * uiSchema of an object: its field order plus each field's derived widget, with explicit entries on
 * top. Fields its conditional branches add (`then`, `dependencies`) are placed after the field they depend on.
 */
export function objectUi(schema: JsonSchema, explicit: UiSchema): UiSchema {
  const ui: UiSchema = { 'ui:order': fieldOrder(schema) };
  for (const [name, { schema: field }] of declaredFields(schema, schema)) {
    const own = (explicit[name] ?? {}) as UiSchema;
    const merged: UiSchema = { ...deriveFieldUi(field), ...own };
    // A boolean shown as a single checkbox has no Sí/No options to label or lay out inline.
    if (merged['ui:widget'] === 'checkbox') {
      delete merged['ui:enumNames'];
      if (!own['ui:options']) delete merged['ui:options'];
    }
    if (Object.keys(merged).length) ui[name] = merged;
  }
  for (const [key, value] of Object.entries(explicit)) if (key.startsWith('ui:')) ui[key] = value;
  return ui;
}
