import { declaredFields, schemaAt } from '../declaredFields.ts';
import { isObjectSchema } from '../fieldUi.ts';
import type { JsonSchema, UiSchema } from '../types.ts';
import type { FormContent } from './types.ts';
import { isObject } from '../../json/isObject.ts';

/**
 * Where fields live: a case template's sections (`family`), or the whole form ('') when its root holds
 * the fields itself (an interview step, the task form). A field is addressed as `section.field` or `field`.
 */
export interface Container {
  key: string;
  schema: JsonSchema;
  ui: UiSchema;
}

/** A field found in its container: its schema, and the object declaring it (the container, or a `then` branch). */
export interface LocatedField extends Container {
  name: string;
  field: JsonSchema;
  /** Dotted path from the container to the object declaring the field ('' when the container itself does). */
  branch: string;
  holder: JsonSchema;
}

/** The root's sections: objects of fields with their own uiSchema order (a case template); none for a one-section form. */
export function sectionKeys(content: FormContent): string[] {
  const properties = content.schema.properties ?? {};
  return Object.keys(properties).filter(
    (key) => isObjectSchema(properties[key]) && Array.isArray((content.uiSchema[key] as UiSchema | undefined)?.['ui:order']),
  );
}

export function splitPath(path: string): { container: string; name: string } {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? { container: '', name: path } : { container: path.slice(0, dot), name: path.slice(dot + 1) };
}

/**
 * The container `key` of a content. With `write` (a content already copied for an edit) its uiSchema
 * entry is created when missing; without, nothing is changed and a missing entry reads as empty.
 */
export function containerOf(content: FormContent, key: string, write = true): Container | string {
  if (!key) {
    if (sectionKeys(content).length) return 'Elija la sección del campo';
    return { key, schema: content.schema, ui: content.uiSchema };
  }
  if (key.includes('.')) return `«${key}» no es una sección de la plantilla`;
  const schema = content.schema.properties?.[key];
  if (!schema || !isObjectSchema(schema)) return `La plantilla no tiene la sección «${key}»`;
  const ui = (write ? (content.uiSchema[key] ??= {}) : (content.uiSchema[key] ?? {})) as UiSchema;
  return { key, schema, ui };
}

/**
 * The field at `path` (`section.field` or `field`), or why it cannot be found. Pass `write: false` to
 * only read (see containerOf): the result then must not be changed.
 */
export function locateField(content: FormContent, path: string, write = true): LocatedField | string {
  const { container: key, name } = splitPath(path);
  const container = containerOf(content, key, write);
  if (typeof container === 'string') return container;
  const declared = declaredFields(content.schema, container.schema).get(name);
  if (!declared) return `La plantilla no tiene el campo «${path}»`;
  const holder = declared.path ? schemaAt(container.schema, declared.path) : container.schema;
  if (!holder || !isObject<JsonSchema>(holder.properties?.[name])) return `El campo «${path}» no se puede editar aquí; cámbielo en el JSON`;
  return { ...container, name, field: holder.properties![name], branch: declared.path, holder };
}

/** The field's uiSchema entry, created (empty) when the template had none, for an operation to write in. */
export function fieldUiOf(located: LocatedField): UiSchema {
  return (located.ui[located.name] ??= {}) as UiSchema;
}

/** Every field key the template uses, in any section or branch, so a new key collides with none. */
export function allFieldKeys(content: FormContent): Set<string> {
  const keys = new Set<string>();
  const sections = sectionKeys(content);
  const containers = sections.length ? sections.map((key) => content.schema.properties![key]) : [content.schema];
  for (const schema of containers) for (const name of declaredFields(content.schema, schema).keys()) keys.add(name);
  for (const retired of content.retired ?? []) keys.add(splitPath(retired.path).name);
  return keys;
}

/** The `if`s of a container that test `name` (`allOf` entries, its own `if`, a `dependencies` key). */
export function conditionsTesting(container: JsonSchema, name: string): string[] {
  const found: string[] = [];
  const tests = (test: unknown) =>
    isObject<JsonSchema>(test) &&
    ((isObject<JsonSchema>(test.properties) && name in test.properties) || (Array.isArray(test.required) && test.required.includes(name)));
  if (tests(container.if)) found.push('if');
  (Array.isArray(container.allOf) ? container.allOf : []).forEach(
    (entry, i) => isObject<JsonSchema>(entry) && tests(entry.if) && found.push(`allOf.${i}.if`),
  );
  if (isObject<JsonSchema>(container.dependencies) && name in container.dependencies) found.push(`dependencies.${name}`);
  return found;
}
