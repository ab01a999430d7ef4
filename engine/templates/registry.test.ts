import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createTemplateRegistry } from './registry.ts';
import { TemplateError } from './templateError.ts';
import type { CaseTemplate } from './types.ts';

const personal = {
  key: 'identity',
  title: 'Datos personales',
  open: true,
  required: ['fullName'],
  fields: {
    fullName: { type: 'string', title: 'Nombre completo' },
    birthDate: { type: 'string', format: 'date', title: 'Fecha de nacimiento' },
  },
};
const trip = {
  key: 'tripPlan',
  title: 'Plan de viaje',
  fields: {
    visaType: { type: 'string', title: 'Tipo de visa', oneOf: [{ const: 'b2', title: 'B2 – Turismo' }] },
  },
};
const readiness = { travelHistoryYears: 5, travelHistoryLists: [] };
const template = (version: number, label = 'Prueba') => ({
  kind: 'case',
  key: 'prueba',
  version,
  label,
  readiness,
  sections: ['../shared/identity.json', 'sections/tripPlan.json'],
});

function files(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'case/shared/identity.json': personal,
    'case/prueba/sections/tripPlan.json': trip,
    'case/prueba/template.json': template(2),
    ...overrides,
  };
}

function frozen(version: number): CaseTemplate {
  const current = createTemplateRegistry(files()).get('prueba');
  const { file: _file, ...rest } = current;
  return { ...structuredClone(rest), version, label: `Prueba v${version}`, file: '' } as CaseTemplate;
}

function refusal(run: () => unknown): TemplateError {
  try {
    run();
  } catch (error) {
    assert.instance(error, TemplateError);
    return error as TemplateError;
  }
  assert.unreachable('the template was accepted');
  throw new Error('unreachable');
}

const test = suite('template registry');

test('get(key) answers the latest version; get(key, version) an older one kept for saved cases', () => {
  const registry = createTemplateRegistry(files({ 'case/prueba/versions/1.json': frozen(1) }));
  assert.is(registry.get('prueba').version, 2);
  assert.is(registry.get('prueba', 1).label, 'Prueba v1');
  assert.is(registry.get('prueba', 1).file, 'case/prueba/versions/1.json');
  assert.equal(registry.versions('prueba'), [1, 2]);
  assert.equal(
    registry.all().map((t) => t.version),
    [1, 2],
  );
  assert.equal(
    registry.latest().map((t) => t.version),
    [2],
  );
  assert.equal(registry.keys(), ['prueba']);
});

test('an unknown key or version: find answers undefined, get throws in Spanish', () => {
  const registry = createTemplateRegistry(files());
  assert.is(registry.find('marte'), undefined);
  assert.is(registry.find('prueba', 7), undefined);
  assert.throws(() => registry.get('prueba', 7), /Plantilla de caso desconocida: prueba versión 7/);
});

test('composition: one property per section in template order, each an object of its fields', () => {
  const resolved = createTemplateRegistry(files()).get('prueba');
  assert.equal(Object.keys(resolved.schema.properties!), ['identity', 'tripPlan']);
  assert.is(resolved.schema.$schema, 'http://json-schema.org/draft-07/schema#');
  assert.equal(resolved.schema.properties!.identity.required, ['fullName']);
  assert.is(resolved.schema.properties!.identity.additionalProperties, false);
  assert.equal(resolved.uiSchema['ui:order'], ['identity', 'tripPlan']);
});

test('keys such as Vite glob paths (/templates/case/…) and glob modules are accepted', () => {
  const glob = Object.fromEntries(Object.entries(files()).map(([path, json]) => [`/templates/${path}`, json]));
  assert.is(createTemplateRegistry(glob).get('prueba').version, 2);
});

test('registering nothing is an empty registry, and reading files has no side effects', () => {
  const registry = createTemplateRegistry({});
  assert.equal(registry.keys(), []);
});

test('a field without a Spanish title is refused, naming the section file and the field', () => {
  const untitled = { ...personal, fields: { ...personal.fields, birthDate: { type: 'string', format: 'date' } } };
  const error = refusal(() => createTemplateRegistry(files({ 'case/shared/identity.json': untitled })));
  assert.is(error.file, 'case/shared/identity.json');
  assert.is(error.field, 'identity.birthDate');
  assert.match(error.message, /case\/shared\/identity\.json: identity\.birthDate: el campo no tiene título en español/);
});

test('a title that is just the identifier does not count as a Spanish title', () => {
  const lazy = { ...trip, fields: { visaType: { ...trip.fields.visaType, title: 'visaType' } } };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/sections/tripPlan.json': lazy })));
  assert.is(error.field, 'tripPlan.visaType');
});

test('a field inside a list without a title is refused with its path', () => {
  const list = {
    ...trip,
    fields: {
      ...trip.fields,
      visits: { type: 'array', title: 'Visitas', items: { type: 'object', properties: { city: { type: 'string' } } } },
    },
  };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/sections/tripPlan.json': list })));
  assert.is(error.field, 'tripPlan.visits.city');
});

test('a template naming an unknown section file is refused, naming the template and the section', () => {
  const broken = { ...template(2), sections: [...template(2).sections, 'sections/marte.json'] };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/template.json': broken })));
  assert.is(error.file, 'case/prueba/template.json');
  assert.is(error.field, 'sections/marte.json');
  assert.match(error.message, /sección desconocida: no existe case\/prueba\/sections\/marte\.json/);
});

test('a frozen version whose uiSchema orders a section the schema lacks is refused, naming it', () => {
  const version = frozen(1);
  version.uiSchema = { ...version.uiSchema, 'ui:order': ['identity', 'tripPlan', 'familia'] };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/versions/1.json': version })));
  assert.is(error.file, 'case/prueba/versions/1.json');
  assert.is(error.field, 'familia');
});

test('a frozen version whose schema has a section missing from ui:order is refused, naming it', () => {
  const version = frozen(1);
  version.uiSchema = { ...version.uiSchema, 'ui:order': ['identity'] };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/versions/1.json': version })));
  assert.is(error.field, 'tripPlan');
});

test('a schema ajv cannot compile is refused, naming the file', () => {
  const bad = { ...personal, fields: { ...personal.fields, fullName: { type: 'texto', title: 'Nombre completo' } } };
  const error = refusal(() => createTemplateRegistry(files({ 'case/shared/identity.json': bad })));
  assert.is(error.file, 'case/prueba/template.json');
  assert.is(error.field, 'schema');
  assert.match(error.message, /draft-07/);
});

test('{ compile: false } (the browser) skips only the ajv compilation; the other checks still run', () => {
  const bad = { ...personal, fields: { ...personal.fields, fullName: { type: 'texto', title: 'Nombre completo' } } };
  assert.is(createTemplateRegistry(files({ 'case/shared/identity.json': bad }), { compile: false }).get('prueba').version, 2);
  const untitled = { ...personal, fields: { ...personal.fields, birthDate: { type: 'string' } } };
  refusal(() => createTemplateRegistry(files({ 'case/shared/identity.json': untitled }), { compile: false }));
});

test('a required field that does not exist is refused, naming it', () => {
  const bad = { ...personal, required: ['fullName', 'apodo'] };
  const error = refusal(() => createTemplateRegistry(files({ 'case/shared/identity.json': bad })));
  assert.is(error.field, 'identity.apodo');
});

test('two files with the same key and version are refused', () => {
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/versions/2.json': frozen(2) })));
  assert.is(error.field, 'version');
});

test('a template whose key differs from its folder is refused', () => {
  const error = refusal(() =>
    createTemplateRegistry(files({ 'case/otra/template.json': { ...template(1), sections: ['../shared/identity.json'] } })),
  );
  assert.is(error.file, 'case/otra/template.json');
  assert.is(error.field, 'key');
});

test('an override of a field the section lacks is refused, naming the section file and field', () => {
  const broken = {
    ...template(2),
    sections: [{ use: '../shared/identity.json', override: { apodo: { type: 'string', title: 'Apodo' } } }],
  };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/template.json': broken })));
  assert.is(error.file, 'case/shared/identity.json');
  assert.is(error.field, 'identity.apodo');
});

test('an override replaces the field for that template only', () => {
  const options = { type: 'string', title: 'Tipo de solicitud', oneOf: [{ const: 'trv', title: 'Visa de residente temporal' }] };
  const overriding = {
    ...template(1),
    key: 'otra',
    sections: ['../shared/identity.json', { use: '../prueba/sections/tripPlan.json', override: { visaType: options } }],
  };
  const registry = createTemplateRegistry(files({ 'case/otra/template.json': overriding }));
  assert.is(registry.get('otra').schema.properties!.tripPlan.properties!.visaType.title, 'Tipo de solicitud');
  assert.is(registry.get('prueba').schema.properties!.tripPlan.properties!.visaType.title, 'Tipo de visa');
});

test('a travel history list the schema does not have is refused', () => {
  const broken = { ...template(2), readiness: { travelHistoryYears: 5, travelHistoryLists: ['tripPlan.visits'] } };
  const error = refusal(() => createTemplateRegistry(files({ 'case/prueba/template.json': broken })));
  assert.is(error.field, 'tripPlan.visits');
});

test.run();
