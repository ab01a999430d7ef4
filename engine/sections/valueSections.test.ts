import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Content, ContentTable } from 'pdfmake/interfaces.js';
import { inspectCase } from '../cases/validation/inspectCase.ts';
import { buildCaseDocument } from '../pdf/buildCaseDocument.ts';
import { caseReadiness } from '../readiness/caseReadiness.ts';
import { valueSectionsTemplate } from '../templates/testdata/valueSectionsTemplate.ts';
import { listSections } from './listSections.ts';
import { sectionProgress } from './sectionProgress.ts';

// A template whose sections `notes` (a text), `languages` (a list) and `companions` (a number) hold one value each.
const template = valueSectionsTemplate();
const test = suite('sections holding one value');

test('a section that is not an object is listed as one value, with no fields', () => {
  assert.equal(
    listSections(template).map(({ key, oneValue, fieldKeys }) => ({ key, oneValue, fieldKeys })),
    [
      { key: 'identity', oneValue: false, fieldKeys: ['fullName'] },
      { key: 'notes', oneValue: true, fieldKeys: [] },
      { key: 'languages', oneValue: true, fieldKeys: [] },
      { key: 'companions', oneValue: true, fieldKeys: [] },
    ],
  );
});

test('a new case is not wrong: an unanswered one-value section is missing when required, never a type error', () => {
  assert.equal(inspectCase(template, {}), { wrong: [], missing: ['notes', 'companions', 'identity.fullName'] });
  assert.equal(inspectCase(template, { notes: '   ', companions: null }).wrong, []);
});

test('a one-value section is checked like a field: wrong values are refused, NA answers it', () => {
  assert.equal(inspectCase(template, { identity: { fullName: 'Ana' }, notes: 'Viaja en familia', languages: ['Inglés'], companions: 2 }), {
    wrong: [],
    missing: [],
  });
  assert.equal(inspectCase(template, { identity: { fullName: 'Ana' }, notes: ' na ', languages: 'NA', companions: 'Na' }), {
    wrong: [],
    missing: [],
  });
  const { wrong } = inspectCase(template, { notes: 'abc', languages: ['Ruso'], companions: 'dos' });
  assert.equal(
    wrong.map((error) => error.path),
    ['notes', 'languages.0', 'companions'],
  );
});

test('progress counts a one-value section as one field, answered when it holds a value or NA', () => {
  const progress = (data: unknown) => sectionProgress(template, data).map(({ key, filled, total }) => `${key} ${filled}/${total}`);
  assert.equal(progress({}), ['identity 0/1', 'notes 0/1', 'languages 0/1', 'companions 0/1']);
  assert.equal(progress({ notes: 'Viaja en familia', languages: [], companions: 0 }), [
    'identity 0/1',
    'notes 1/1',
    'languages 0/1',
    'companions 1/1',
  ]);
  assert.equal(progress({ notes: 'NA', languages: ['Inglés'], companions: 'NA' }), [
    'identity 0/1',
    'notes 1/1',
    'languages 1/1',
    'companions 1/1',
  ]);
});

test('readiness lists a missing one-value section under itself, by its title', () => {
  const readiness = caseReadiness(template, inspectCase(template, { identity: { fullName: 'Ana' } }).missing);
  assert.not.ok(readiness.ready);
  assert.equal(
    readiness.sections.map((s) => [s.key, s.missing]),
    [
      ['identity', []],
      ['notes', [{ path: 'notes', label: 'Observaciones' }]],
      ['languages', []],
      ['companions', [{ path: 'companions', label: 'Número de acompañantes' }]],
    ],
  );
  assert.ok(caseReadiness(template, inspectCase(template, { identity: { fullName: 'Ana' }, notes: 'NA', companions: 1 }).missing).ready);
});

/** The rows of the section titled `title` in the document, as [label, value] texts. */
function sectionRows(content: Content, title: string): string[][] {
  const tables = (content as Content[]).filter(
    (block): block is ContentTable => typeof block === 'object' && block !== null && 'table' in block,
  );
  const section = tables.find((table) => (table.table.body[0][0] as { text?: string }).text === title);
  assert.ok(section, `the section ${title} is printed`);
  return section!.table.body.slice(1).map((row) => row.map((cell) => String((cell as { text?: unknown }).text ?? '')));
}

test('the PDF prints a one-value section as one row labelled with its title: the answer, N/A, or missing', () => {
  const meta = {
    businessName: 'Rumbo',
    caseId: 'X',
    applicantName: 'Ana',
    destinationLabel: 'Prueba',
    stageLabel: 'Pre-chequeo',
    date: new Date('2026-11-21T14:00:00Z'),
  };
  const answered = buildCaseDocument(
    template,
    { notes: 'Viaja en familia', languages: ['Inglés', 'Francés'], companions: 2 },
    meta,
  ).content;
  assert.equal(sectionRows(answered, 'Observaciones'), [['Observaciones', 'Viaja en familia']]);
  assert.equal(sectionRows(answered, 'Idiomas'), [['Idiomas', 'Inglés, Francés']]);
  assert.equal(sectionRows(answered, 'Número de acompañantes'), [['Número de acompañantes', '2']]);
  const notApplicable = buildCaseDocument(template, { notes: 'NA', languages: 'na' }, { ...meta, missing: ['companions'] }).content;
  assert.equal(sectionRows(notApplicable, 'Observaciones'), [['Observaciones', 'N/A']]);
  assert.equal(sectionRows(notApplicable, 'Idiomas'), [['Idiomas', 'N/A']]);
  assert.equal(sectionRows(notApplicable, 'Número de acompañantes'), [['Número de acompañantes', '— falta —']]);
});

test.run();
