/** The subset of draft-07 JSON Schema the case templates use, open to any other keyword. */
export interface JsonSchema {
  $schema?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  [keyword: string]: unknown;
}

/** An RJSF uiSchema: `ui:*` options plus one nested uiSchema per property. */
export type UiSchema = { [key: string]: unknown };

/** Per-template settings of the readiness checks (engine/readiness). */
export interface ReadinessSettings {
  /** How many years back the form asks for trips (docs/product-rules.md: 10 for the USA, 5 for the others). */
  travelHistoryYears: number;
  /** Dotted paths (`section.field`) of the lists of trips whose dates must fall in that window. */
  travelHistoryLists: string[];
  /** Minimum medical insurance coverage in EUR (Schengen), when the destination asks for one. */
  minimumInsuranceEur?: number;
}

/** A case template as the engine serves it: one JSON Schema, one uiSchema, and its identity. */
export interface CaseTemplate {
  kind: 'case';
  key: string;
  version: number;
  label: string;
  readiness: ReadinessSettings;
  /** draft-07 object schema: one property per section, each an object of fields. */
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** The file it was read from (relative to templates/), for error messages. */
  file: string;
}

/** A section file (templates/case/shared/*.json or templates/case/<key>/sections/*.json). */
export interface SectionFile {
  key: string;
  title: string;
  /** Field schemas in display order. */
  fields: Record<string, JsonSchema>;
  required?: string[];
  /** uiSchema entries per field, merged over the widgets the engine derives from each field's schema. */
  ui?: UiSchema;
  /** Whether the section starts open in the case dialog (the personal section). */
  open?: boolean;
  /**
   * Draft-07 conditions on the section's fields: follow-up fields declared only in a `then` (or a schema
   * `dependencies` branch) show, and are required, only when the condition holds.
   */
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  dependencies?: Record<string, JsonSchema | string[]>;
  /** Schemas fields reuse with `$ref: "#/definitions/<name>"`; kept at the root of the resolved template. */
  definitions?: Record<string, JsonSchema>;
}

/** One entry of a template's section list: a path to a section file, or a path plus field replacements. */
export type SectionReference = string | { use: string; override?: Record<string, JsonSchema> };

/** templates/case/<key>/template.json: the current version of a template, composed from section files. */
export interface TemplateFile {
  kind: 'case';
  key: string;
  version: number;
  label: string;
  readiness: ReadinessSettings;
  sections: SectionReference[];
}
