import type { JsonSchema, UiSchema } from '../types.ts';
import { isObject } from '../../json/isObject.ts';

/** One option of a choice: the code stored in the case, the Spanish label shown. */
export interface ChoiceOption {
  code: string;
  label: string;
}

/**
 * Reads and writes a field's options where the template keeps them: `oneOf` of `{const, title}` (how the
 * templates write choices), or `enum` with `ui:enumNames` beside it; on the field, or on its `items` for
 * a multiple choice.
 */
export interface OptionStore {
  read(): ChoiceOption[];
  write(options: ChoiceOption[]): void;
}

function oneOfStore(schema: JsonSchema): OptionStore {
  return {
    read: () =>
      (schema.oneOf as JsonSchema[]).map((o) => ({
        code: String(o.const),
        label: typeof o.title === 'string' ? o.title : String(o.const),
      })),
    write: (options) => {
      // Anything else an option carries (a description) stays with its code.
      const byCode = new Map((schema.oneOf as JsonSchema[]).map((o) => [String(o.const), o]));
      schema.oneOf = options.map(({ code, label }) => ({ ...byCode.get(code), const: code, title: label }));
    },
  };
}

function enumStore(schema: JsonSchema, ui: UiSchema): OptionStore {
  return {
    read: () => {
      const names = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as unknown[]) : [];
      return (schema.enum as unknown[]).map((code, i) => ({
        code: String(code),
        label: typeof names[i] === 'string' ? (names[i] as string) : String(code),
      }));
    },
    write: (options) => {
      schema.enum = options.map((o) => o.code);
      ui['ui:enumNames'] = options.map((o) => o.label);
    },
  };
}

const hasConstOptions = (schema: JsonSchema) =>
  Array.isArray(schema.oneOf) &&
  schema.oneOf.length > 0 &&
  schema.oneOf.every((o) => isObject<JsonSchema>(o) && typeof o.const === 'string');
const hasStringEnum = (schema: JsonSchema) => Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string');

/** The options of a choice field (`fieldUi` is its uiSchema entry, mutable), or why it has none to edit. */
export function optionStore(field: JsonSchema, fieldUi: UiSchema): OptionStore | string {
  if (field.type === 'boolean') return 'Es un campo de sí o no: sus dos respuestas no se cambian';
  if (typeof field.$ref === 'string') return 'El campo usa una definición compartida de la plantilla; cambie sus opciones en el JSON';
  if (hasConstOptions(field)) return oneOfStore(field);
  if (hasStringEnum(field)) return enumStore(field, fieldUi);
  if (field.type === 'array' && isObject<JsonSchema>(field.items)) {
    if (hasConstOptions(field.items)) return oneOfStore(field.items);
    // RJSF reads a multiple choice's labels from the list's own uiSchema entry.
    if (hasStringEnum(field.items)) return enumStore(field.items, fieldUi);
  }
  return 'El campo no es de opciones';
}
