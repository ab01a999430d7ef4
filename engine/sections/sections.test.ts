import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { resolveTemplate } from '../templates/resolveTemplate.ts';
import { listSections } from './listSections.ts';
import { initialOpenSections } from './initialOpenSections.ts';
import { sectionProgress } from './sectionProgress.ts';

const files = {
  'case/shared/personal.json': {
    key: 'personal',
    title: 'Datos personales',
    open: true,
    fields: {
      nombre: { type: 'string', title: 'Nombre' },
      casado: { type: 'boolean', title: '¿Casado?' },
      hijos: { type: 'array', title: 'Hijos', items: { type: 'string', title: 'Hijo' } },
    },
  },
  'case/shared/viaje.json': {
    key: 'viaje',
    title: 'Plan de viaje',
    fields: { motivo: { type: 'string', title: 'Motivo' }, dias: { type: 'integer', title: 'Días' } },
  },
};
const template = resolveTemplate(
  'case/x/template.json',
  {
    kind: 'case',
    key: 'x',
    version: 1,
    label: 'X',
    readiness: { travelHistoryYears: 5, travelHistoryLists: [] },
    sections: ['../shared/viaje.json', '../shared/personal.json'],
  },
  files,
);

const test = suite('sections');

test('listSections follows the template order, with Spanish titles and field keys in display order', () => {
  assert.equal(listSections(template), [
    { key: 'viaje', title: 'Plan de viaje', fieldKeys: ['motivo', 'dias'], oneValue: false },
    { key: 'personal', title: 'Datos personales', fieldKeys: ['nombre', 'casado', 'hijos'], oneValue: false },
  ]);
});

test('only the personal section starts open', () => {
  assert.equal(initialOpenSections(template), ['personal']);
});

test('every shipped template opens its identity section and nothing else', () => {
  for (const shipped of loadCaseTemplates().latest()) {
    assert.equal(initialOpenSections(shipped), ['identity'], shipped.key);
    assert.is(listSections(shipped)[0].key, 'identity', shipped.key);
  }
});

test('progress counts answered fields per section; NA and "No" count, blanks and empty lists do not', () => {
  const data = { personal: { nombre: 'NA', casado: false, hijos: [] }, viaje: { motivo: '  ', dias: 0 } };
  assert.equal(sectionProgress(template, data), [
    { key: 'viaje', title: 'Plan de viaje', filled: 1, total: 2 },
    { key: 'personal', title: 'Datos personales', filled: 2, total: 3 },
  ]);
});

test('progress of a new case is zero everywhere', () => {
  assert.equal(
    sectionProgress(template, {}).map((s) => s.filled),
    [0, 0],
  );
  assert.equal(
    sectionProgress(template, null).map((s) => s.total),
    [2, 3],
  );
});

test.run();
