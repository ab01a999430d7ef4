import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { loadValidationCorpus } from '../validation/validationCorpus.ts';
import { checkTemplateSchema, forEachSchema } from './checkTemplateSchema.ts';
import { createTemplateRegistry } from './registry.ts';
import { TemplateError } from './templateError.ts';
import type { CaseTemplate, JsonSchema, UiSchema } from './types.ts';
import { validate as draft07 } from '../../schemas/generated/validators/jsonSchemaDraft07.js';

/** `schema` with a Spanish label on every field and option that lacks one, as a template author writes it. */
function labelled(schema: JsonSchema): JsonSchema {
  const copy = structuredClone(schema);
  forEachSchema(copy, (inner) => {
    for (const [name, field] of Object.entries(inner.properties ?? {})) field.title ??= `Campo ${name}`;
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const options = inner[keyword];
      if (options?.every((option) => 'const' in option))
        for (const option of options) option.title ??= `Opción ${JSON.stringify(option.const)}`;
    }
  });
  return copy;
}

/** A draft-07 schema as the one section of a frozen case template version (definitions kept at the root). */
function asTemplate(schema: JsonSchema): CaseTemplate {
  const { definitions, $schema: _declared, ...section } = labelled(schema);
  const sectionUi: UiSchema = section.properties ? { 'ui:order': [...Object.keys(section.properties), '*'] } : {};
  return {
    kind: 'case',
    key: 'corpus',
    version: 1,
    label: 'Corpus',
    readiness: { travelHistoryYears: 5, travelHistoryLists: [] },
    file: '',
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      title: 'Corpus',
      additionalProperties: false,
      properties: { seccion: { ...section, title: 'Sección de prueba' } },
      ...(definitions ? { definitions } : {}),
    },
    uiSchema: { 'ui:order': ['seccion'], seccion: sectionUi },
  };
}

const loadOne = (template: CaseTemplate) =>
  createTemplateRegistry({ 'case/corpus/versions/1.json': template }).get('corpus', template.version);

const test = suite('checkTemplateSchema');

// ---- Accepted: every draft-07 case of the validation corpus, and every case template -------------------

for (const { name, schema } of loadValidationCorpus()) {
  test(`accepted: corpus ${name}, as a schema and as the one section of a template the registry loads`, () => {
    assert.equal(checkTemplateSchema(labelled(schema)), []);
    assert.equal(loadOne(asTemplate(schema)).key, 'corpus');
  });
}

for (const template of loadCaseTemplates().all()) {
  test(`accepted: case template ${template.key} v${template.version}`, () => {
    assert.equal(checkTemplateSchema(template.schema, template.uiSchema), []);
  });
}

test('accepted: a section holding one value instead of an object of fields', () => {
  const template = asTemplate({ type: 'array', items: { type: 'string', enum: ['es', 'en'] }, uniqueItems: true });
  assert.equal(loadOne(template).schema.properties!.seccion.type, 'array');
});

test('accepted: a field only a branch declares, placed in ui:order, when the object is not closed', () => {
  const template = asTemplate({
    type: 'object',
    properties: { married: { type: 'boolean' } },
    if: { properties: { married: { const: true } }, required: ['married'] },
    then: { properties: { spouse: { type: 'string' } }, required: ['spouse'] },
  });
  template.uiSchema.seccion = { 'ui:order': ['married', 'spouse'], spouse: { 'ui:autofocus': true } };
  assert.ok(loadOne(template));
});

test("accepted: a label given as x-label instead of title, also by the loader's section checks", () => {
  const template = asTemplate({ type: 'object', properties: { phone: { type: 'string', 'x-label': 'Teléfono' } } });
  delete template.schema.properties!.seccion.properties!.phone.title;
  assert.equal(checkTemplateSchema(template.schema, template.uiSchema), []);
  assert.ok(loadOne(template));
});

test('accepted: the product keywords, x-messages for the rules a field has', () => {
  const schema = labelled({
    type: 'object',
    required: ['email'],
    properties: {
      email: {
        type: 'string',
        format: 'email',
        'x-label': 'Correo',
        'x-section': 'contacto',
        'x-messages': { format: 'Correo no válido', required: 'Falta el correo' },
      },
      travelDate: { type: 'string', format: 'optional-date', notBeforeToday: true, 'x-internal': true },
    },
  });
  assert.equal(checkTemplateSchema(schema), []);
});

test("accepted: the widgets the form draws, by their short name for the field's type or by their full name", () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      text: { type: 'string', title: 'Texto' },
      yes: { type: 'boolean', title: 'Sí o no' },
      many: { type: 'array', title: 'Varias', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } },
      count: { type: 'integer', title: 'Cantidad' },
    },
  };
  const uiSchema: UiSchema = {
    text: { 'ui:widget': 'textarea' },
    yes: { 'ui:widget': 'radio' },
    many: { 'ui:widget': 'checkboxes' },
    count: { 'ui:widget': 'updown' },
  };
  assert.equal(checkTemplateSchema(schema, uiSchema), []);
  assert.equal(checkTemplateSchema(schema, { text: { 'ui:widget': 'TextareaWidget' } }), []);
});

// ---- Refused: each with its place and its Spanish message ------------------------------------------------

const field = (extra: JsonSchema): JsonSchema => ({ type: 'object', properties: { x: { type: 'string', title: 'Equis', ...extra } } });

const REFUSED: { name: string; schema: unknown; uiSchema?: UiSchema; path: string; message: RegExp }[] = [
  {
    name: 'a keyword of draft 2020-12 ($dynamicRef)',
    schema: field({ $dynamicRef: '#meta' }),
    path: 'properties.x.$dynamicRef',
    message:
      /^La plantilla usa la palabra clave «\$dynamicRef» en properties\.x, que es de JSON Schema 2019-09\/2020-12 y el formulario no sabe mostrar/,
  },
  {
    name: '$defs instead of definitions',
    schema: { type: 'object', $defs: { a: { type: 'string' } } },
    path: '$defs',
    message: /«\$defs» en la raíz del esquema.*use «definitions»/,
  },
  {
    name: 'unevaluatedProperties',
    schema: { type: 'object', unevaluatedProperties: false },
    path: 'unevaluatedProperties',
    message: /«unevaluatedProperties».*use «additionalProperties»/,
  },
  {
    name: 'prefixItems',
    schema: field({ type: 'array', prefixItems: [{ type: 'string' }] }),
    path: 'properties.x.prefixItems',
    message: /«prefixItems».*«items» con una lista/,
  },
  {
    name: 'dependentSchemas',
    schema: { type: 'object', dependentSchemas: {} },
    path: 'dependentSchemas',
    message: /«dependentSchemas».*«dependencies»/,
  },
  {
    name: 'an unknown keyword',
    schema: field({ placeholder: 'Escriba aquí' }),
    path: 'properties.x.placeholder',
    message: /^La plantilla usa la palabra clave «placeholder» en properties\.x, que el formulario no sabe mostrar$/,
  },
  {
    name: 'an unknown keyword inside a list row',
    schema: { type: 'object', properties: { l: { type: 'array', title: 'Lista', items: field({ widget: 'x' }) } } },
    path: 'properties.l.items.properties.x.widget',
    message: /«widget» en properties\.l\.items\.properties\.x/,
  },
  {
    name: 'a $ref to another file',
    schema: field({ $ref: 'otro.json#/definitions/a' }),
    path: 'properties.x.$ref',
    message: /^La referencia «otro\.json#\/definitions\/a» en properties\.x no es local: solo se admiten referencias a #\/definitions\/…$/,
  },
  {
    name: 'a $ref to a place other than definitions',
    schema: field({ $ref: '#/properties/y' }),
    path: 'properties.x.$ref',
    message: /no es local/,
  },
  {
    name: 'a $ref that points nowhere',
    schema: { ...field({ $ref: '#/definitions/nada' }), definitions: { algo: { type: 'string' } } },
    path: 'properties.x.$ref',
    message: /^La referencia «#\/definitions\/nada» en properties\.x no apunta a ninguna definición de la plantilla$/,
  },
  {
    name: 'an unknown format',
    schema: field({ format: 'phone' }),
    path: 'properties.x.format',
    message: /^El formato «phone» en properties\.x no existe en el formulario \(se admiten: date, optional-date/,
  },
  {
    name: 'not valid draft-07 (a type that does not exist)',
    schema: field({ type: 'texto' }),
    path: 'properties.x.type',
    message:
      /^El esquema no es JSON Schema draft-07 válido en properties\.x\.type: debe ser uno de estos valores: «array», «boolean», «integer», «null», «number», «object», «string»$/,
  },
  {
    name: 'not valid draft-07 (required not a list)',
    schema: { type: 'object', required: 'x' },
    path: 'required',
    message: /draft-07 válido en required: debe ser una lista entre corchetes/,
  },
  {
    name: 'another draft declared',
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
    path: '$schema',
    message: /solo admite draft-07/,
  },
  {
    name: 'a field without a Spanish label',
    schema: { type: 'object', properties: { x: { type: 'string' } } },
    path: 'properties.x',
    message: /^El campo properties\.x no tiene etiqueta en español \(«title» o «x-label»\)$/,
  },
  {
    name: 'a label that is the identifier',
    schema: { type: 'object', properties: { fullName: { type: 'string', title: 'fullName' } } },
    path: 'properties.fullName',
    message: /no tiene etiqueta/,
  },
  {
    name: 'a field a branch adds without a label',
    schema: { type: 'object', properties: { a: { type: 'boolean', title: 'A' } }, then: { properties: { b: { type: 'string' } } } },
    path: 'then.properties.b',
    message: /El campo then\.properties\.b no tiene etiqueta/,
  },
  {
    name: 'a field of a definition without a label, reported once where it is defined',
    schema: {
      type: 'object',
      definitions: { p: { type: 'object', properties: { n: { type: 'string' } } } },
      properties: { a: { $ref: '#/definitions/p', title: 'A' }, b: { $ref: '#/definitions/p', title: 'B' } },
    },
    path: 'definitions.p.properties.n',
    message: /^El campo definitions\.p\.properties\.n no tiene etiqueta/,
  },
  {
    name: 'an option without a label',
    schema: field({ oneOf: [{ const: 'a', title: 'Opción A' }, { const: 'b' }] }),
    path: 'properties.x.oneOf.1',
    message: /^La opción "b" en properties\.x no tiene etiqueta en español \(«title»\)$/,
  },
  {
    name: 'required naming a field that does not exist',
    schema: { ...field({}), required: ['y'] },
    path: 'required',
    message: /^«required» en la raíz del esquema nombra el campo «y», que no existe$/,
  },
  {
    name: 'a branch requiring a field that does not exist',
    schema: { ...field({}), if: { required: ['x'] }, then: { required: ['z'] } },
    path: 'then.required',
    message: /«required» en then nombra el campo «z»/,
  },
  {
    name: 'a property dependency asking for a field that does not exist',
    schema: { ...field({}), dependencies: { x: ['cvv'] } },
    path: 'dependencies.x',
    message: /^«dependencies» en la raíz del esquema pide, con «x», el campo «cvv», que no existe$/,
  },
  {
    name: 'a branch field in a closed object (it could never be saved)',
    schema: { ...field({}), additionalProperties: false, then: { properties: { y: { type: 'string', title: 'Y' } } } },
    path: 'then.properties.y',
    message: /^El campo «y» solo está declarado en then, pero la raíz no admite campos adicionales \(additionalProperties: false\)/,
  },
  {
    name: 'x-messages for something that cannot fail',
    schema: field({ 'x-messages': { title: 'x' } }),
    path: 'properties.x.x-messages.title',
    message: /no es una regla que pueda fallar/,
  },
  {
    name: '$id inside the schema',
    schema: field({ $id: 'x.json' }),
    path: 'properties.x.$id',
    message: /cambia la base de las referencias/,
  },
  {
    name: 'a uiSchema entry for a field that does not exist',
    schema: field({}),
    uiSchema: { y: { 'ui:widget': 'textarea' } },
    path: 'uiSchema.y',
    message: /^El uiSchema tiene una entrada «y» en uiSchema, pero el esquema no tiene ese campo$/,
  },
  {
    name: 'a uiSchema entry under list rows for a field they lack',
    schema: { type: 'object', properties: { l: { type: 'array', title: 'Lista', items: field({}) } } },
    uiSchema: { l: { items: { z: {} } } },
    path: 'uiSchema.l.items.z',
    message: /entrada «z» en uiSchema\.l\.items/,
  },
  {
    name: 'a widget the form does not have',
    schema: field({}),
    uiSchema: { x: { 'ui:widget': 'estrellas' } },
    path: 'uiSchema.x.ui:widget',
    message: /^«ui:widget» en uiSchema\.x nombra «estrellas», que el formulario no puede usar para este campo$/,
  },
  {
    name: 'a widget of another kind of field (tick boxes for a text)',
    schema: field({}),
    uiSchema: { x: { 'ui:widget': 'checkboxes' } },
    path: 'uiSchema.x.ui:widget',
    message: /nombra «checkboxes», que el formulario no puede usar/,
  },
  {
    name: 'a widget under list rows',
    schema: { type: 'object', properties: { l: { type: 'array', title: 'Lista', items: field({}) } } },
    uiSchema: { l: { items: { x: { 'ui:widget': 'slider' } } } },
    path: 'uiSchema.l.items.x.ui:widget',
    message: /nombra «slider»/,
  },
  {
    name: 'ui:order naming a field that does not exist',
    schema: field({}),
    uiSchema: { 'ui:order': ['x', 'y'] },
    path: 'uiSchema.ui:order',
    message: /^«ui:order» en uiSchema nombra «y», que el esquema no tiene$/,
  },
  {
    name: 'ui:order leaving out a field without "*"',
    schema: { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } } },
    uiSchema: { 'ui:order': ['a'] },
    path: 'uiSchema.ui:order',
    message: /no incluye el campo «b» \(añádalo o ponga «\*»\)/,
  },
];

for (const { name, schema, uiSchema, path, message } of REFUSED) {
  test(`refused: ${name}, naming ${path}`, () => {
    const problems = checkTemplateSchema(schema as JsonSchema, uiSchema);
    assert.is(problems.length, 1, JSON.stringify(problems));
    assert.is(problems[0].path, path);
    assert.match(problems[0].message, message);
  });
}

test('every problem is reported, not only the first', () => {
  const schema = {
    type: 'object',
    properties: { a: { type: 'string', format: 'phone' }, b: { $ref: '#/definitions/nada', title: 'B' }, c: { $defs: {}, title: 'C' } },
  };
  const problems = checkTemplateSchema(schema as JsonSchema, { d: {} });
  assert.equal(problems.map((p) => p.path).sort(), [
    'properties.a',
    'properties.a.format',
    'properties.b.$ref',
    'properties.c.$defs',
    'uiSchema.d',
  ]);
});

test("the page's precompiled meta-schema validator finds what the compiled one finds, at the same places, in the same words", () => {
  for (const { schema, uiSchema } of REFUSED) {
    assert.equal(
      checkTemplateSchema(schema as JsonSchema, uiSchema, { metaSchema: draft07 }),
      checkTemplateSchema(schema as JsonSchema, uiSchema),
    );
  }
  const wrong = checkTemplateSchema(field({ type: 'texto', minLength: '5' }), {}, { metaSchema: draft07 });
  assert.equal(
    wrong.map((p) => p.path),
    ['properties.x.minLength', 'properties.x.type'],
  );
  assert.ok(
    wrong.every((p) => /^El esquema no es JSON Schema draft-07 válido en properties\.x\./.test(p.message)),
    JSON.stringify(wrong),
  );
});

test('without the meta-schema check (the page) the other checks still run', () => {
  assert.equal(checkTemplateSchema(field({ type: 'texto' }), {}, { metaSchema: false }), []);
  assert.equal(
    checkTemplateSchema(field({ format: 'phone' }), {}, { metaSchema: false }).map((p) => p.path),
    ['properties.x.format'],
  );
});

test('the registry refuses such a template with every problem, each with its place', () => {
  const template = asTemplate({
    type: 'object',
    properties: { a: { type: 'string', format: 'phone' }, b: { type: 'string', $comment: 'ok', unevaluatedItems: false } },
  });
  try {
    loadOne(template);
    assert.unreachable('accepted');
  } catch (error) {
    assert.instance(error, TemplateError);
    const { file, field: at, problems } = error as TemplateError;
    assert.is(file, 'case/corpus/versions/1.json');
    assert.is(at, 'schema');
    assert.equal(
      problems.map((p) => p.path),
      ['properties.seccion.properties.a.format', 'properties.seccion.properties.b.unevaluatedItems'],
    );
    assert.match((error as Error).message, /El formato «phone» en properties\.seccion\.properties\.a[\s\S]*«unevaluatedItems»/);
  }
});

test.run();
