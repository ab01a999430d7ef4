/**
 * Field edits a content editor makes without touching JSON
 * (docs/decisions/0136-template-field-editing-engine-templates-editing.md). Each takes a content (a
 * resolved case template, an interview step, the task form) and returns a new one, the given one left
 * untouched, or a Spanish reason it was refused. No React, no I/O.
 */
import { declaredFields } from '../declaredFields.ts';
import { deriveFieldUi } from '../fieldUi.ts';
import type { JsonSchema, UiSchema } from '../types.ts';
import { fieldKeyFromLabel, optionCodeFromLabel } from './fieldKey.ts';
import {
  allFieldKeys,
  conditionsTesting,
  containerOf,
  fieldUiOf,
  locateField,
  splitPath,
  type Container,
  type LocatedField,
} from './locate.ts';
import { optionStore, type ChoiceOption } from './options.ts';
import type { EditResult, FormContent } from './types.ts';
import { isObject } from '../../json/isObject.ts';

const refuse = (error: string) => ({ ok: false as const, error });

/** Runs `change` on a deep copy of `content`: the caller's content is never modified. */
function edit<T extends FormContent>(content: T, change: (draft: T) => string | void): EditResult<T> {
  const draft = structuredClone(content);
  const error = change(draft);
  return error ? refuse(error) : { ok: true, content: draft };
}

/** Like `edit`, for a change to one field. */
function editField<T extends FormContent>(
  content: T,
  path: string,
  change: (field: LocatedField, draft: T) => string | void,
): EditResult<T> {
  return edit(content, (draft) => {
    const located = locateField(draft, path);
    return typeof located === 'string' ? located : change(located, draft);
  });
}

const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Sets or removes (empty text) a `ui:` option of a field. */
function setUiText(ui: UiSchema, option: string, text: string): void {
  const value = cleanText(text);
  if (value) ui[option] = value;
  else delete ui[option];
}

// ---------------------------------------------------------------------------------------------------
// Texts

/** The field's label (its `title`). */
export function setFieldLabel<T extends FormContent>(content: T, path: string, label: string): EditResult<T> {
  const title = cleanText(label);
  if (!title) return refuse('La etiqueta no puede quedar vacía');
  return editField(content, path, ({ field }) => {
    field.title = title;
  });
}

/** Help shown under the field (`ui:help`); empty text removes it. */
export function setFieldHelp<T extends FormContent>(content: T, path: string, help: string): EditResult<T> {
  return editField(content, path, (located) => setUiText(fieldUiOf(located), 'ui:help', help));
}

/** Example text inside an empty input (`ui:placeholder`); empty text removes it. */
export function setFieldPlaceholder<T extends FormContent>(content: T, path: string, placeholder: string): EditResult<T> {
  return editField(content, path, (located) => setUiText(fieldUiOf(located), 'ui:placeholder', placeholder));
}

// ---------------------------------------------------------------------------------------------------
// Options: a stored code never changes; labels and order do.

/** The options of a choice field, or why it has none. */
export function fieldOptions(content: FormContent, path: string): ChoiceOption[] | string {
  const located = locateField(content, path, false);
  if (typeof located === 'string') return located;
  const store = optionStore(located.field, (located.ui[located.name] ?? {}) as UiSchema);
  return typeof store === 'string' ? store : store.read();
}

function editOptions<T extends FormContent>(
  content: T,
  path: string,
  change: (options: ChoiceOption[]) => ChoiceOption[] | string,
): EditResult<T> {
  return editField(content, path, (located) => {
    const store = optionStore(located.field, fieldUiOf(located));
    if (typeof store === 'string') return store;
    const changed = change(store.read());
    if (typeof changed === 'string') return changed;
    store.write(changed);
  });
}

/** A new option at the end, its code made from the label (`Unión libre` → `union-libre`). */
export function addOption<T extends FormContent>(content: T, path: string, label: string): EditResult<T> {
  const title = cleanText(label);
  if (!title) return refuse('La opción necesita una etiqueta');
  return editOptions(content, path, (options) => {
    if (options.some((o) => o.label.toLocaleLowerCase('es') === title.toLocaleLowerCase('es'))) return `Ya hay una opción «${title}»`;
    const code = optionCodeFromLabel(title, (candidate) => options.some((o) => o.code === candidate));
    return [...options, { code, label: title }];
  });
}

/** A new label for the option stored as `code`; the code stays, so saved answers keep their meaning. */
export function relabelOption<T extends FormContent>(content: T, path: string, code: string, label: string): EditResult<T> {
  const title = cleanText(label);
  if (!title) return refuse('La opción necesita una etiqueta');
  return editOptions(content, path, (options) => {
    if (!options.some((o) => o.code === code)) return `El campo no tiene la opción «${code}»`;
    if (options.some((o) => o.code !== code && o.label.toLocaleLowerCase('es') === title.toLocaleLowerCase('es')))
      return `Ya hay una opción «${title}»`;
    return options.map((o) => (o.code === code ? { code, label: title } : o));
  });
}

/** The option stored as `code` moved to position `toIndex` (0 first; clamped to the list). */
export function moveOption<T extends FormContent>(content: T, path: string, code: string, toIndex: number): EditResult<T> {
  return editOptions(content, path, (options) => {
    const from = options.findIndex((o) => o.code === code);
    if (from < 0) return `El campo no tiene la opción «${code}»`;
    const rest = options.filter((o) => o.code !== code);
    rest.splice(Math.max(0, Math.min(rest.length, Math.trunc(toIndex))), 0, options[from]);
    return rest;
  });
}

// ---------------------------------------------------------------------------------------------------
// Required

/** Whether the form asks for the field before saving; a conditional field is required only when it shows. */
export function setFieldRequired<T extends FormContent>(content: T, path: string, required: boolean): EditResult<T> {
  return editField(content, path, ({ holder, name }) => setRequiredIn(holder, name, required));
}

function setRequiredIn(holder: JsonSchema, name: string, required: boolean): void {
  const list = (Array.isArray(holder.required) ? holder.required : []).filter((n) => n !== name);
  if (required) list.push(name);
  if (list.length) holder.required = list;
  else delete holder.required;
}

export function isFieldRequired(content: FormContent, path: string): boolean {
  const located = locateField(content, path, false);
  return typeof located !== 'string' && Array.isArray(located.holder.required) && located.holder.required.includes(located.name);
}

// ---------------------------------------------------------------------------------------------------
// Order and sections

function orderOf(container: Container): string[] {
  if (!Array.isArray(container.ui['ui:order'])) container.ui['ui:order'] = [...declaredFields(container.schema, container.schema).keys()];
  return container.ui['ui:order'] as string[];
}

/** Puts `name` into the container's order at `index` among the named fields (a `*` stays last). */
function placeInOrder(container: Container, name: string, index = Infinity): void {
  const order = orderOf(container);
  const star = order.includes('*');
  const named = order.filter((n) => n !== name && n !== '*');
  named.splice(Math.max(0, Math.min(named.length, Math.trunc(index))), 0, name);
  container.ui['ui:order'] = star ? [...named, '*'] : named;
}

function removeFromOrder(container: Container, name: string): void {
  container.ui['ui:order'] = orderOf(container).filter((n) => n !== name);
}

/** The field moved to position `toIndex` (0 first) of its section's order. */
export function moveFieldInOrder<T extends FormContent>(content: T, path: string, toIndex: number): EditResult<T> {
  return editField(content, path, (located) => placeInOrder(located, located.name, toIndex));
}

/** Refuses to move or retire a field other fields' conditions test, or one that only shows under a condition. */
function pinnedReason(located: LocatedField, action: string): string | undefined {
  if (conditionsTesting(located.schema, located.name).length)
    return `Otros campos se muestran según «${located.field.title ?? located.name}»: quite antes esa condición para ${action} el campo`;
  return undefined;
}

/**
 * The field moved to the end of another section (a case template's). Its label, options, help and
 * required flag go with it; a field shown only under a condition, or tested by one, stays (the condition
 * names fields of its own section).
 */
export function moveFieldToSection<T extends FormContent>(content: T, path: string, toSection: string): EditResult<T> {
  return editField(content, path, (located, draft) => {
    if (!located.key) return 'Este formulario no tiene secciones';
    if (toSection === located.key) return 'El campo ya está en esa sección';
    const target = containerOf(draft, toSection);
    if (typeof target === 'string') return target;
    if (located.branch) return 'El campo se muestra solo bajo una condición: quítela antes de moverlo a otra sección';
    const pinned = pinnedReason(located, 'mover');
    if (pinned) return pinned;
    if (declaredFields(draft.schema, target.schema).has(located.name))
      return `La sección «${target.schema.title ?? toSection}» ya tiene un campo «${located.name}»`;
    if (draft.readiness?.travelHistoryLists?.includes(path)) return 'Las comprobaciones de viajes usan este campo: no se puede mover';
    const required = Array.isArray(located.holder.required) && located.holder.required.includes(located.name);
    takeOut(located);
    target.schema.properties![located.name] = located.field;
    if (required) setRequiredIn(target.schema, located.name, true);
    if (located.ui[located.name] !== undefined) target.ui[located.name] = located.ui[located.name];
    delete located.ui[located.name];
    removeFromOrder(located, located.name);
    placeInOrder(target, located.name);
    reclose(draft, located);
    reclose(draft, target);
  });
}

// ---------------------------------------------------------------------------------------------------
// Conditions: 'show only when' as the templates write follow-ups, an `allOf` entry of
// `{if: {properties: {trigger: {const | enum}}, required: [trigger]}, then: {properties: {field}}}`.

export interface ShowWhen {
  /** Another field of the same section. */
  field: string;
  /** The answers that show the field: option codes, or `true`/`false` for a yes/no field. */
  values: (string | boolean)[];
}

/** The condition the field shows under, when it is one the field list can show (see ShowWhen). */
export function fieldShowWhen(content: FormContent, path: string): ShowWhen | undefined {
  const located = locateField(content, path, false);
  if (typeof located === 'string' || !located.branch) return undefined;
  const match = /^(?:allOf\.(\d+)\.)?then$/.exec(located.branch);
  if (!match) return undefined;
  const test = match[1] === undefined ? located.schema.if : (located.schema.allOf as JsonSchema[])[Number(match[1])]?.if;
  const tested = isObject<JsonSchema>(test) && isObject<JsonSchema>(test.properties) ? (test.properties as Record<string, JsonSchema>) : {};
  const names = Object.keys(tested);
  if (names.length !== 1) return undefined;
  const rule = tested[names[0]];
  const values = 'const' in rule ? [rule.const] : Array.isArray(rule.enum) ? rule.enum : undefined;
  return values ? { field: names[0], values: values as (string | boolean)[] } : undefined;
}

function triggerRule(values: (string | boolean)[]): JsonSchema {
  return values.length === 1 ? { const: values[0] } : { enum: [...values] };
}

/** Answers the trigger field can take, or why it cannot be a condition. */
function triggerValues(draft: FormContent, container: Container, trigger: string): (string | boolean)[] | string {
  const located = locateField(draft, container.key ? `${container.key}.${trigger}` : trigger);
  if (typeof located === 'string') return `La sección no tiene el campo «${trigger}»`;
  if (located.field.type === 'boolean') return [true, false];
  const store = optionStore(located.field, {});
  if (typeof store === 'string' || located.field.type === 'array')
    return `«${located.field.title ?? trigger}» no es un campo de sí o no ni de una sola opción: no puede decidir si otro campo se muestra`;
  return store.read().map((o) => o.code);
}

/**
 * Shows the field only when another field of its section has one of `values` (or always, with null). Its
 * required flag is kept: a conditional field is required only while it shows.
 */
export function setFieldShowWhen<T extends FormContent>(content: T, path: string, condition: ShowWhen | null): EditResult<T> {
  return editField(content, path, (located, draft) => {
    if (located.branch && fieldShowWhen(draft, path) === undefined)
      return 'La condición de este campo es más compleja de lo que esta lista muestra: cámbiela en el JSON';
    if (condition) {
      if (condition.field === located.name) return 'Un campo no puede depender de sí mismo';
      const allowed = triggerValues(draft, located, condition.field);
      if (typeof allowed === 'string') return allowed;
      if (!condition.values.length) return 'Elija al menos una respuesta que muestre el campo';
      const unknown = condition.values.find((v) => !allowed.includes(v));
      if (unknown !== undefined) return `«${String(unknown)}» no es una respuesta de «${condition.field}»`;
      if (conditionsTesting(located.schema, located.name).length)
        return `Otros campos se muestran según «${located.field.title ?? located.name}»: no puede mostrarse a su vez bajo una condición`;
      if (fieldShowWhen(draft, condition.field))
        return 'El campo elegido ya se muestra bajo una condición: elija uno que se muestre siempre';
    }
    const required = Array.isArray(located.holder.required) && located.holder.required.includes(located.name);
    takeOut(located);
    const holder = condition ? branchFor(located.schema, condition) : located.schema;
    (holder.properties ??= {})[located.name] = located.field;
    if (required) setRequiredIn(holder, located.name, true);
    reclose(draft, located);
  });
}

/** The `then` of the container's `allOf` entry testing exactly this condition, added when missing. */
function branchFor(container: JsonSchema, condition: ShowWhen): JsonSchema {
  const test: JsonSchema = { properties: { [condition.field]: triggerRule(condition.values) }, required: [condition.field] };
  const allOf = (container.allOf ??= []) as JsonSchema[];
  const same = allOf.find(
    (entry) =>
      isObject<JsonSchema>(entry) && JSON.stringify(entry.if) === JSON.stringify(test) && isObject<JsonSchema>(entry.then) && !entry.else,
  );
  if (same) return same.then as JsonSchema;
  const then: JsonSchema = { properties: {} };
  allOf.push({ if: test, then });
  return then;
}

/** Removes the field's schema and required flag from where it is declared, and an emptied branch with them. */
function takeOut(located: LocatedField): void {
  delete located.holder.properties![located.name];
  setRequiredIn(located.holder, located.name, false);
  if (!located.branch || Object.keys(located.holder.properties!).length) return;
  const inAllOf = /^allOf\.(\d+)\.then$/.exec(located.branch);
  if (inAllOf) {
    const allOf = located.schema.allOf as JsonSchema[];
    if (!allOf[Number(inAllOf[1])].else) allOf.splice(Number(inAllOf[1]), 1);
    if (!allOf.length) delete located.schema.allOf;
  } else if (located.branch === 'then' && !located.schema.else) {
    delete located.schema.if;
    delete located.schema.then;
  }
}

/**
 * Keeps a closed object closed after its fields changed (as resolveTemplate closes them): with
 * `additionalProperties: false` while every field is its own, with `propertyNames` listing every field
 * once a branch declares some. Retired fields stay in that list, so values saved under them still pass
 * validation; the form does not show them, as they are in no `properties`.
 */
function reclose(draft: FormContent, container: Container): void {
  const schema = container.schema;
  const retired = (draft.retired ?? [])
    .map((r) => splitPath(r.path))
    .filter((r) => r.container === container.key)
    .map((r) => r.name);
  const names = [...new Set([...declaredFields(draft.schema, schema).keys(), ...retired])];
  const own = Object.keys(schema.properties ?? {});
  if (isObject<JsonSchema>(schema.propertyNames) && Array.isArray(schema.propertyNames.enum)) schema.propertyNames.enum = names;
  else if (schema.additionalProperties === false && names.some((n) => !own.includes(n))) {
    delete schema.additionalProperties;
    schema.propertyNames = { enum: names, 'x-messages': { enum: 'Campo no permitido' } };
  }
}

// ---------------------------------------------------------------------------------------------------
// New and retired fields

export type NewFieldKind = 'texto' | 'textoLargo' | 'numero' | 'fecha' | 'siNo' | 'opcion' | 'variasOpciones';

export interface NewField {
  label: string;
  kind: NewFieldKind;
  /** Option labels, for `opcion` and `variasOpciones`. */
  options?: string[];
}

function newFieldSchema(title: string, kind: NewFieldKind, options: ChoiceOption[]): JsonSchema {
  const choices = options.map(({ code, label }) => ({ const: code, title: label }));
  switch (kind) {
    case 'texto':
      return { type: 'string', title, maxLength: 200 };
    case 'textoLargo':
      return { type: 'string', title, maxLength: 2000 };
    case 'numero':
      return { type: 'number', title, minimum: 0 };
    case 'fecha':
      return { type: 'string', format: 'date', title };
    case 'siNo':
      return { type: 'boolean', title };
    case 'opcion':
      return { type: 'string', title, oneOf: choices };
    case 'variasOpciones':
      return { type: 'array', title, items: { type: 'string', oneOf: choices }, uniqueItems: true };
  }
}

/**
 * A new field at the end of a section ('' for a form without sections), its key made from the label
 * (`Número de matrícula` → `numeroDeMatricula`), unique in the whole template, retired keys included.
 */
export function addField<T extends FormContent>(content: T, section: string, field: NewField): EditResult<T> & { key?: string } {
  const title = cleanText(field.label);
  if (!title) return refuse('El campo nuevo necesita una etiqueta');
  const labels = (field.options ?? []).map(cleanText).filter(Boolean);
  const isChoice = field.kind === 'opcion' || field.kind === 'variasOpciones';
  if (isChoice && !labels.length) return refuse('Un campo de opciones necesita al menos una opción');
  if (new Set(labels.map((l) => l.toLocaleLowerCase('es'))).size !== labels.length) return refuse('Hay dos opciones con la misma etiqueta');
  let key = '';
  const result = edit(content, (draft) => {
    const container = containerOf(draft, section);
    if (typeof container === 'string') return container;
    const taken = allFieldKeys(draft);
    key = fieldKeyFromLabel(title, (candidate) => taken.has(candidate));
    const options: ChoiceOption[] = [];
    for (const label of labels) options.push({ code: optionCodeFromLabel(label, (c) => options.some((o) => o.code === c)), label });
    const schema = newFieldSchema(title, field.kind, options);
    container.schema.properties![key] = schema;
    const ui = deriveFieldUi(schema);
    if (Object.keys(ui).length) container.ui[key] = ui;
    placeInOrder(container, key);
    reclose(draft, container);
  });
  return result.ok ? { ...result, key } : result;
}

/**
 * Takes the field out of the form: removed from the schema, its order and uiSchema, and listed in
 * `retired` (path and label), so values already saved under it are kept and its key is not reused.
 */
export function retireField<T extends FormContent>(content: T, path: string): EditResult<T> {
  return editField(content, path, (located, draft) => {
    const pinned = pinnedReason(located, 'retirar');
    if (pinned) return pinned;
    if (draft.readiness?.travelHistoryLists?.includes(path)) return 'Las comprobaciones de viajes usan este campo: no se puede retirar';
    takeOut(located);
    delete located.ui[located.name];
    removeFromOrder(located, located.name);
    draft.retired = [...(draft.retired ?? []), { path, title: String(located.field.title ?? located.name) }];
    reclose(draft, located);
  });
}
