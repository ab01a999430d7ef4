import { isObject } from '../../json/isObject.ts';

type Json = Record<string, unknown>;

// The JSON Schema and uiSchema words a problem may point at, as a content editor calls them.
const KEYWORD_NAMES: Record<string, string> = {
  title: 'etiqueta',
  description: 'ayuda',
  type: 'tipo',
  required: 'campos obligatorios',
  minLength: 'longitud mínima',
  maxLength: 'longitud máxima',
  minimum: 'mínimo',
  maximum: 'máximo',
  pattern: 'formato',
  format: 'formato',
  enum: 'opciones',
  oneOf: 'opciones',
  anyOf: 'opciones',
  default: 'valor por defecto',
  'ui:order': 'orden de los campos',
  'ui:enumNames': 'nombres de las opciones',
  'ui:widget': 'tipo de control',
  'ui:placeholder': 'texto de ejemplo',
  'ui:help': 'ayuda',
  'x-messages': 'mensajes de error',
};

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const labelOf = (schema: unknown, name: string) =>
  isObject(schema) && typeof schema.title === 'string' && schema.title.trim() ? schema.title : name;

/**
 * Where a JSON pointer into a form's content lies, in the words of the form: the labels of the step,
 * section and field it goes through and, last, what of the field it names ('Datos personales › Sexo ›
 * opciones', 'Presentación › Motivo del viaje › etiqueta'). uiSchema entries are named by their schema
 * field's label. Works on a case template, the interview's steps and the task form; '' when the
 * pointer goes through no step or field (`/steps`, `/kind`): the message names those itself.
 */
export function pointerPlace(content: unknown, pointer: string): string {
  const parts = pointer.split('/').slice(1).map(unescape);
  const place: string[] = [];
  let labelled = false;
  let node: unknown = content;
  // In a uiSchema, the schema object whose fields its keys name.
  let uiSchemaOf: unknown;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    const json = isObject(node) ? (node as Json) : undefined;
    const next = parts[i + 1];
    if (!json) break;
    if (uiSchemaOf !== undefined) {
      const field = isObject(uiSchemaOf) && isObject(uiSchemaOf.properties) ? uiSchemaOf.properties[part] : undefined;
      if (part === 'items' && isObject(uiSchemaOf)) uiSchemaOf = uiSchemaOf.items;
      else if (field !== undefined) {
        place.push(labelOf(field, part));
        labelled = true;
        uiSchemaOf = field;
      } else place.push(KEYWORD_NAMES[part] ?? part);
      node = json[part];
      continue;
    }
    if (part === 'steps' && Array.isArray(json.steps) && next !== undefined) {
      node = json.steps[Number(next)];
      place.push(labelOf(node, `paso ${Number(next) + 1}`));
      labelled = true;
      i += 1;
    } else if (part === 'uiSchema') {
      uiSchemaOf = json.schema ?? {};
      node = json.uiSchema;
    } else if (part === 'schema' || part === 'items') {
      node = json[part];
    } else if (part === 'properties' && next !== undefined && isObject(json.properties)) {
      node = json.properties[next];
      place.push(labelOf(node, next));
      labelled = true;
      i += 1;
    } else if ((part === 'oneOf' || part === 'anyOf' || part === 'enum') && next !== undefined && Array.isArray(json[part])) {
      const option = (json[part] as unknown[])[Number(next)];
      const code = isObject(option) ? (option.title ?? option.const) : option;
      place.push(code === undefined ? `${KEYWORD_NAMES[part]} (${Number(next) + 1})` : `opción «${String(code)}»`);
      break;
    } else {
      place.push(KEYWORD_NAMES[part] ?? part);
      break;
    }
  }
  return labelled ? place.join(' › ') : '';
}
