import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../validation/createAjv.ts';
import { createTemplateRegistry } from './registry.ts';
import { resolveTemplate } from './resolveTemplate.ts';
import { TemplateError } from './templateError.ts';
import type { TemplateFile } from './types.ts';

const section = {
  key: 'datos',
  title: 'Datos',
  fields: {
    casado: { type: 'boolean', title: '¿Está casado?' },
    verificado: { type: 'boolean', title: 'Verificado' },
    nacimiento: { type: 'string', format: 'date', title: 'Fecha de nacimiento' },
    estado: { type: 'string', title: 'Estado civil', oneOf: [{ const: 'soltero', title: 'Soltero/a' }] },
    idiomas: {
      type: 'array',
      title: 'Idiomas',
      uniqueItems: true,
      items: { type: 'string', title: 'Idioma', oneOf: [{ const: 'es', title: 'Español' }] },
    },
    notas: { type: 'string', title: 'Notas', maxLength: 2000 },
    nombre: { type: 'string', title: 'Nombre', maxLength: 200 },
    hijos: {
      type: 'array',
      title: 'Hijos',
      items: {
        type: 'object',
        title: 'Hijo',
        properties: {
          nombre: { type: 'string', title: 'Nombre' },
          nacimiento: { type: 'string', format: 'date', title: 'Fecha de nacimiento' },
        },
      },
    },
  },
  ui: { verificado: { 'ui:widget': 'checkbox' }, nombre: { 'ui:autofocus': true } },
};
const file: TemplateFile = {
  kind: 'case',
  key: 'x',
  version: 1,
  label: 'X',
  readiness: { travelHistoryYears: 5, travelHistoryLists: [] },
  sections: ['../shared/datos.json'],
};
const resolved = resolveTemplate('case/x/template.json', file, { 'case/shared/datos.json': section });
const ui = resolved.uiSchema.datos as Record<string, Record<string, unknown>>;

const test = suite('resolveTemplate');

test('a section reference is read against the template folder', () => {
  assert.ok(resolved.schema.properties?.datos, '../shared/datos.json from case/x is case/shared/datos.json');
  const own = resolveTemplate(
    'case/x/template.json',
    { ...file, sections: ['./sections/datos.json'] },
    { 'case/x/sections/datos.json': section },
  );
  assert.equal(own.schema.properties, resolved.schema.properties, './sections/datos.json from case/x is case/x/sections/datos.json');
});

test('widgets come from the field schema: yes/no radio, date, select, checkboxes, textarea', () => {
  assert.equal(ui.casado, { 'ui:widget': 'radio', 'ui:enumNames': ['Sí', 'No'], 'ui:options': { inline: true } });
  assert.is(ui.nacimiento['ui:widget'], 'date');
  assert.is(ui.estado['ui:widget'], 'select');
  assert.is(ui.idiomas['ui:widget'], 'checkboxes');
  assert.is(ui.notas['ui:widget'], 'textarea');
  assert.is(ui.nombre['ui:widget'], undefined);
});

test('explicit ui entries win: a boolean shown as one checkbox loses the Sí/No labels', () => {
  assert.equal(ui.verificado, { 'ui:widget': 'checkbox' });
  assert.is(ui.nombre['ui:autofocus'], true);
});

test('a list of objects gets a sub-form per row, with its own field order and widgets', () => {
  const items = ui.hijos.items as Record<string, unknown>;
  assert.equal(items['ui:order'], ['nombre', 'nacimiento']);
  assert.equal(items.nacimiento, { 'ui:widget': 'date' });
  assert.is(resolved.schema.properties!.datos.properties!.hijos.items!.additionalProperties, false);
});

test('fields keep the section file order; sections start collapsed unless marked open', () => {
  assert.equal(ui['ui:order'], Object.keys(section.fields));
  assert.equal(ui['ui:options'], { collapsed: true });
});

// A section whose follow-up fields exist only when they apply, and a definition its fields reuse.
const background = {
  key: 'background',
  title: 'Antecedentes',
  fields: {
    hasPreviousVisa: { type: 'boolean', title: '¿Ha tenido visa antes?' },
    maritalStatus: {
      type: 'string',
      title: 'Estado civil',
      oneOf: [
        { const: 'soltero', title: 'Soltero/a' },
        { const: 'casado', title: 'Casado/a' },
      ],
    },
    notes: { type: 'string', title: 'Notas' },
  },
  if: { properties: { hasPreviousVisa: { const: true } }, required: ['hasPreviousVisa'] },
  then: {
    properties: {
      previousVisaDate: { type: 'string', format: 'date', title: 'Fecha de la visa anterior' },
      previousVisaNumber: { type: 'string', title: 'Número de la visa anterior' },
    },
    required: ['previousVisaDate'],
  },
  dependencies: {
    maritalStatus: {
      oneOf: [
        { properties: { maritalStatus: { const: 'soltero' } } },
        {
          properties: { maritalStatus: { const: 'casado' }, spouse: { $ref: '#/definitions/person', title: 'Cónyuge' } },
          required: ['spouse'],
        },
      ],
    },
  },
  definitions: { person: { type: 'object', properties: { name: { type: 'string', title: 'Nombre' } }, required: ['name'] } },
};
const conditional = resolveTemplate('case/x/template.json', file, { 'case/shared/datos.json': background });
const backgroundSchema = conditional.schema.properties!.background;
const backgroundUi = conditional.uiSchema.background as Record<string, Record<string, unknown>>;

test("a section's conditions are kept; its definitions move to the template root, where $ref resolves", () => {
  assert.equal(backgroundSchema.if, background.if);
  assert.equal(Object.keys(conditional.schema.definitions as object), ['person']);
  assert.is(backgroundSchema.definitions, undefined);
});

test('a field a condition adds is allowed only with the others: the section lists them all in propertyNames', () => {
  const validate = createAjv().compile(conditional.schema);
  const paths = (data: unknown) =>
    validate(data) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`);
  assert.equal(paths({ background: { hasPreviousVisa: false } }), []);
  assert.equal(paths({ background: { hasPreviousVisa: true, previousVisaDate: '2020-01-31' } }), []);
  assert.ok(
    paths({ background: { hasPreviousVisa: true } }).some((e) =>
      e.startsWith('/background required {"missingProperty":"previousVisaDate"}'),
    ),
  );
  assert.ok(paths({ background: { maritalStatus: 'casado', spouse: {} } }).some((e) => e.startsWith('/background/spouse required')));
  assert.ok(paths({ background: { apodo: 'x' } }).some((e) => e.startsWith('/background propertyNames')));
  assert.is(backgroundSchema.additionalProperties, undefined);
});

test('the fields a condition adds show right after the field it tests, with their derived widgets', () => {
  assert.equal(backgroundUi['ui:order'], ['hasPreviousVisa', 'previousVisaDate', 'previousVisaNumber', 'maritalStatus', 'spouse', 'notes']);
  assert.equal(backgroundUi.previousVisaDate, { 'ui:widget': 'date' });
});

test('a template with conditional sections loads through the registry (every check, ajv included)', () => {
  const template = { ...file, key: 'x', version: 3 };
  const registry = createTemplateRegistry({ 'case/x/template.json': template, 'case/shared/datos.json': background });
  assert.is(registry.get('x').version, 3);
});

test('a key the loader would ignore in a section or template file (a typo) is refused, naming the file and the key', () => {
  const typo = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return [(error as TemplateError).file, (error as TemplateError).field, (error as Error).message];
    }
    return [];
  };
  const [sectionFile, sectionKey, sectionMessage] = typo(() =>
    resolveTemplate('case/x/template.json', file, { 'case/shared/datos.json': { ...section, requried: ['nombre'] } }),
  );
  assert.equal([sectionFile, sectionKey], ['case/shared/datos.json', 'requried']);
  assert.match(sectionMessage, /clave desconocida en el archivo de sección \(se admiten: key, title/);
  const [templateFile, templateKey] = typo(() =>
    resolveTemplate('case/x/template.json', { ...file, secciones: [] } as TemplateFile, { 'case/shared/datos.json': section }),
  );
  assert.equal([templateFile, templateKey], ['case/x/template.json', 'secciones']);
});

test('two sections defining the same name differently are refused, naming the second section and the definition', () => {
  const other = { ...section, key: 'otra', definitions: { person: { type: 'string', title: 'Persona' } } };
  const twoSections = { ...file, sections: ['../shared/datos.json', '../shared/otra.json'] };
  try {
    resolveTemplate('case/x/template.json', twoSections, { 'case/shared/datos.json': background, 'case/shared/otra.json': other });
    assert.unreachable('accepted');
  } catch (error) {
    assert.instance(error, TemplateError);
    assert.is((error as TemplateError).file, 'case/shared/otra.json');
    assert.is((error as TemplateError).field, 'definitions.person');
  }
});

test.run();
