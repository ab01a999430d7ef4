import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inspectCase } from './inspectCase.ts';
import { validateCase } from './validateCase.ts';
import type { CaseTemplate } from '../../templates/types.ts';

const template: CaseTemplate = {
  kind: 'case',
  key: 'prueba',
  version: 1,
  label: 'Prueba',
  file: 'case/prueba/template.json',
  readiness: { travelHistoryYears: 5, travelHistoryLists: [] },
  uiSchema: { 'ui:order': ['datos'] },
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: {
      datos: {
        type: 'object',
        title: 'Datos',
        additionalProperties: false,
        required: ['nombre', 'nacimiento'],
        properties: {
          nombre: {
            type: 'string',
            title: 'Nombre',
            maxLength: 10,
            'x-messages': { required: 'Escriba el nombre', maxLength: 'Nombre demasiado largo' },
          },
          nacimiento: { type: 'string', format: 'date', title: 'Fecha de nacimiento' },
          correo: { type: 'string', format: 'email', title: 'Correo' },
          hijos: { type: 'integer', minimum: 0, title: 'Hijos' },
          casado: { type: 'boolean', title: '¿Casado?' },
          estado: {
            type: 'string',
            title: 'Estado civil',
            oneOf: [
              { const: 'soltero', title: 'Soltero/a' },
              { const: 'casado', title: 'Casado/a' },
            ],
          },
          idiomas: {
            type: 'array',
            title: 'Idiomas',
            items: { type: 'string', title: 'Idioma', oneOf: [{ const: 'es', title: 'Español' }] },
          },
          viajes: {
            type: 'array',
            title: 'Viajes',
            items: {
              type: 'object',
              title: 'Viaje',
              additionalProperties: false,
              properties: {
                pais: { type: 'string', title: 'País' },
                llegada: { type: 'string', format: 'date', title: 'Llegada' },
              },
            },
          },
        },
      },
    },
  },
};

const valid = { datos: { nombre: 'Ana', nacimiento: '1990-01-31' } };
const test = suite('validateCase (NA-aware)');

test('a case answering the required fields is valid', () => {
  assert.equal(validateCase(template, valid), []);
});

test('a new case ({}) can be saved: its required fields are missing, not wrong', () => {
  assert.equal(validateCase(template, {}), []);
  assert.equal(inspectCase(template, {}), { wrong: [], missing: ['datos.nombre', 'datos.nacimiento'] });
});

test('NA answers a required field', () => {
  assert.equal(inspectCase(template, { datos: { nombre: 'na', nacimiento: ' NA ' } }), { wrong: [], missing: [] });
});

test('blank text and null count as unanswered', () => {
  assert.equal(inspectCase(template, { datos: { nombre: '  ', nacimiento: null } }), {
    wrong: [],
    missing: ['datos.nombre', 'datos.nacimiento'],
  });
});

test('a wrong answer blocks while a missing one does not, in the same case', () => {
  assert.equal(inspectCase(template, { datos: { nacimiento: '1990-02-30' } }), {
    wrong: [{ path: 'datos.nacimiento', message: 'Fecha no válida (AAAA-MM-DD)' }],
    missing: ['datos.nombre'],
  });
});

test('NA skips format, type, enum and length checks on every kind of field', () => {
  const data = { datos: { ...valid.datos, correo: 'NA', hijos: 'NA', casado: 'na', estado: 'NA', idiomas: 'NA', viajes: 'NA' } };
  assert.equal(validateCase(template, data), []);
  assert.equal(validateCase(template, { datos: { ...valid.datos, viajes: [{ pais: 'NA', llegada: 'NA' }] } }), []);
});

test('real values are still checked, each with one clean Spanish message (no NA noise, x-messages first)', () => {
  const data = {
    datos: {
      nombre: 'Ana María de los Santos',
      nacimiento: '1990-02-30',
      correo: 'ana@',
      hijos: 1.5,
      casado: 'sí',
      estado: 'comprometido',
      idiomas: ['fr'],
    },
  };
  assert.equal(validateCase(template, data), [
    { path: 'datos.nombre', message: 'Nombre demasiado largo' },
    { path: 'datos.nacimiento', message: 'Fecha no válida (AAAA-MM-DD)' },
    { path: 'datos.correo', message: 'Correo electrónico no válido' },
    { path: 'datos.hijos', message: 'Debe ser un número entero' },
    { path: 'datos.casado', message: 'Debe ser sí o no' },
    { path: 'datos.estado', message: 'Seleccione una de las opciones disponibles' },
    { path: 'datos.idiomas.0', message: 'Seleccione una de las opciones disponibles' },
  ]);
});

test('"N/A" and other text are not NA: they are checked as values', () => {
  assert.equal(validateCase(template, { datos: { ...valid.datos, nacimiento: 'N/A' } }), [
    { path: 'datos.nacimiento', message: 'Fecha no válida (AAAA-MM-DD)' },
  ]);
});

test('fields inside list rows are checked with their row index in the path', () => {
  assert.equal(validateCase(template, { datos: { ...valid.datos, viajes: [{ pais: 'Chile' }, { llegada: '2020-13-01' }] } }), [
    { path: 'datos.viajes.1.llegada', message: 'Fecha no válida (AAAA-MM-DD)' },
  ]);
});

test('unknown sections and fields are refused by name', () => {
  assert.equal(
    validateCase(template, { ...valid, extra: {}, datos: { ...valid.datos, apodo: 'x' } })
      .map((e) => e.path)
      .sort(),
    ['datos.apodo', 'extra'],
  );
});

test('the data passed in is never changed', () => {
  const data = { datos: { nombre: ' ', nacimiento: 'NA' } };
  validateCase(template, data);
  assert.equal(data, { datos: { nombre: ' ', nacimiento: 'NA' } });
});

test('a case that is not an object is reported on the whole document', () => {
  assert.equal(validateCase(template, 'hola'), [{ path: '', message: 'Debe ser un objeto' }]);
});

test.run();
