import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { joinPath, resolveTemplate } from './resolveTemplate.ts';
import type { TemplateFile } from './types.ts';

const section = {
  key: 'datos',
  title: 'Datos',
  fields: {
    casado: { type: 'boolean', title: '¿Está casado?' },
    verificado: { type: 'boolean', title: 'Verificado' },
    nacimiento: { type: 'string', format: 'date', title: 'Fecha de nacimiento' },
    estado: { type: 'string', title: 'Estado civil', oneOf: [{ const: 'soltero', title: 'Soltero/a' }] },
    idiomas: { type: 'array', title: 'Idiomas', uniqueItems: true, items: { type: 'string', title: 'Idioma', oneOf: [{ const: 'es', title: 'Español' }] } },
    notas: { type: 'string', title: 'Notas', maxLength: 2000 },
    nombre: { type: 'string', title: 'Nombre', maxLength: 200 },
    hijos: { type: 'array', title: 'Hijos', items: { type: 'object', title: 'Hijo', properties: {
      nombre: { type: 'string', title: 'Nombre' },
      nacimiento: { type: 'string', format: 'date', title: 'Fecha de nacimiento' },
    } } },
  },
  ui: { verificado: { 'ui:widget': 'checkbox' }, nombre: { 'ui:autofocus': true } },
};
const file: TemplateFile = {
  kind: 'case', key: 'x', version: 1, label: 'X',
  readiness: { travelHistoryYears: 5, travelHistoryLists: [] },
  sections: ['../shared/datos.json'],
};
const resolved = resolveTemplate('case/x/template.json', file, { 'case/shared/datos.json': section });
const ui = resolved.uiSchema.datos as Record<string, Record<string, unknown>>;

const test = suite('resolveTemplate');

test('joinPath resolves a section reference against the template folder', () => {
  assert.is(joinPath('case/usa', '../shared/identity.json'), 'case/shared/identity.json');
  assert.is(joinPath('case/usa', './sections/a.json'), 'case/usa/sections/a.json');
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

test.run();
