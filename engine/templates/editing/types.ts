import type { JsonSchema, UiSchema } from '../types.ts';

/** A field taken out of a template: its values stay in saved cases, so its key is never reused. */
export interface RetiredField {
  /** Where it was: `section.field` in a case template, `field` in a one-section form (an interview step). */
  path: string;
  /** Its label when retired, so a saved value can still be named. */
  title: string;
}

/**
 * What the editor changes: a form's schema and uiSchema as the registry serves them (a resolved case
 * template, an interview step, the task form), plus the retired fields. Anything else the content carries
 * (a case template's key, version, readiness…) passes through every operation unchanged.
 */
export interface FormContent {
  schema: JsonSchema;
  uiSchema: UiSchema;
  retired?: RetiredField[];
  /** A case template's readiness settings: the lists they name cannot be retired. */
  readiness?: { travelHistoryLists?: string[] };
}

/** An operation's outcome: the new content (the old one untouched), or why it was refused, in Spanish. */
export type EditResult<T extends FormContent> = { ok: true; content: T } | { ok: false; error: string };
