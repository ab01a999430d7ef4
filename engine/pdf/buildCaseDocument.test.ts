import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Content, ContentTable, DynamicContent } from 'pdfmake/interfaces.js';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { listSections } from '../sections/listSections.ts';
import { BUSINESS_NAME } from '../business/businessIdentity.ts';
import { buildCaseDocument, type CaseDocumentMeta } from './buildCaseDocument.ts';
import type { RetiredFieldValue } from '../cases/retiredValues.ts';
import { caseFileName } from './caseFileName.ts';
import { inspectCase } from '../cases/validation/inspectCase.ts';

// What the PDF prints for an empty answer, for a required one still missing, and over the retired fields' block.
const EMPTY_VALUE = '—';
const MISSING_VALUE = '— falta —';
const RETIRED_TITLE = 'Campos retirados';

const test = suite('buildCaseDocument');
const registry = loadCaseTemplates();

const META: CaseDocumentMeta = {
  businessName: BUSINESS_NAME,
  caseId: 'RM-2026-0042',
  applicantName: 'María Pérez',
  destinationLabel: 'Estados Unidos',
  stageLabel: 'DS-160 en curso',
  date: new Date('2026-11-21T14:00:00Z'),
};

/** Every text of a pdfmake content tree with the style it is printed in, in reading order. */
function texts(node: unknown, out: { text: string; style?: string }[] = []): { text: string; style?: string }[] {
  if (typeof node === 'string') out.push({ text: node });
  else if (Array.isArray(node)) node.forEach((child) => texts(child, out));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.text === 'string') out.push({ text: record.text, style: record.style as string | undefined });
    for (const key of ['text', 'stack', 'columns', 'ul', 'content']) if (typeof record[key] === 'object') texts(record[key], out);
    if (record.table) texts((record.table as ContentTable['table']).body, out);
  }
  return out;
}

/** The printed value beside `label` in the document (the cell after the label's). */
function valueAfter(all: { text: string; style?: string }[], label: string) {
  const index = all.findIndex((t) => t.text === label);
  assert.ok(index >= 0, `label "${label}" is printed`);
  return all[index + 1];
}

test('NA prints as N/A in grey (label too), in any case and with spaces, whatever the field type', () => {
  const usa = registry.get('usa');
  const doc = buildCaseDocument(
    usa,
    { identity: { nationalIdNumber: ' na ', birthDate: 'NA', hasLostPassport: 'Na' }, family: { children: 'NA' } },
    META,
  );
  const all = texts(doc.content);
  for (const label of ['Número de cédula', 'Fecha de nacimiento', '¿Ha perdido o le han robado un pasaporte?', 'Hijos']) {
    assert.equal(valueAfter(all, label), { text: 'N/A', style: 'notApplicable' }, label);
    assert.is(all.find((t) => t.text === label)?.style, 'notApplicable');
  }
  assert.ok(doc.styles!.notApplicable.color, 'the N/A style has a colour');
  assert.is.not(doc.styles!.notApplicable.color, doc.defaultStyle!.color);
});

test('unanswered fields print a dash; yes/no print Sí/No; options print their Spanish title; dates DD/MM/AAAA', () => {
  const doc = buildCaseDocument(
    registry.get('usa'),
    {
      identity: { gender: 'femenino', birthDate: '1990-05-03', hasPreviousPassport: true, hasLostPassport: false },
      family: { maritalStatus: 'union-libre' },
    },
    META,
  );
  const all = texts(doc.content);
  assert.equal(valueAfter(all, 'Otros nombres o apellidos usados'), { text: EMPTY_VALUE, style: 'empty' });
  assert.is(valueAfter(all, 'Sexo').text, 'Femenino');
  assert.is(valueAfter(all, 'Fecha de nacimiento').text, '03/05/1990');
  assert.is(valueAfter(all, '¿Ha tenido pasaportes anteriores?').text, 'Sí');
  assert.is(valueAfter(all, '¿Ha perdido o le han robado un pasaporte?').text, 'No');
  assert.is(valueAfter(all, 'Estado civil').text, 'Unión libre');
});

test('a list of sub-forms prints as a table with a header row of field titles and one row per entry', () => {
  const doc = buildCaseDocument(
    registry.get('usa'),
    {
      family: {
        children: [
          { fullName: 'Sofía Peña', birthDate: '2013-07-19', travelsWithApplicant: true },
          { fullName: 'Andrés Peña', nationality: 'NA' },
        ],
      },
    },
    META,
  );
  const tables: ContentTable[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.table) {
        tables.push(record as unknown as ContentTable);
        collect((record.table as ContentTable['table']).body);
      }
      if (record.stack) collect(record.stack);
    }
  };
  collect(doc.content);
  const children = tables.find((t) => t.table.headerRows === 1 && texts(t.table.body[0]).some((c) => c.text === 'Nombre completo'));
  assert.ok(children, 'the children table exists');
  const [header, first, second] = children.table.body.map((row) => texts(row).map((c) => c.text));
  assert.equal(header, ['Nombre completo', 'Fecha de nacimiento', 'Nacionalidad', 'País de residencia', '¿Viaja con el solicitante?']);
  assert.equal(first, ['Sofía Peña', '19/07/2013', EMPTY_VALUE, EMPTY_VALUE, 'Sí']);
  assert.equal(second, ['Andrés Peña', EMPTY_VALUE, 'N/A', EMPTY_VALUE, EMPTY_VALUE]);
});

test('the first page starts with the header block, then the readiness warnings, then the sections in form order', () => {
  const template = registry.get('usa');
  const doc = buildCaseDocument(
    template,
    { identity: { passportExpiryDate: '2026-12-01' }, tripPlan: { estimatedEntryDate: '2027-01-10', estimatedExitDate: '2027-01-20' } },
    META,
  );
  const all = texts(doc.content).map((t) => t.text);
  const at = (text: string) => all.indexOf(text);
  assert.is(all[0], BUSINESS_NAME);
  for (const [label, value] of [
    ['Caso', 'RM-2026-0042'],
    ['Solicitante', 'María Pérez'],
    ['Destino', 'Estados Unidos'],
    ['Etapa del proceso', 'DS-160 en curso'],
    ['Fecha', '21/11/2026'],
  ]) {
    assert.is(all[at(label) + 1], value);
  }
  const warning = all.findIndex((t) => t.startsWith('El pasaporte vence el 01/12/2026'));
  const titles = listSections(template).map((s) => at(s.title));
  assert.ok(warning > at('Fecha') && warning < titles[0], 'warnings come before the first section');
  assert.ok(
    titles.every((index, i) => index > 0 && (i === 0 || index > titles[i - 1])),
    'every section title, in order',
  );
});

test('a case without warnings says so', () => {
  const all = texts(buildCaseDocument(registry.get('canada'), {}, META).content).map((t) => t.text);
  assert.ok(all.some((t) => t.startsWith('Sin advertencias')));
});

test('every page is numbered "Página N de M" and pages after the first repeat the case in their header', () => {
  const doc = buildCaseDocument(registry.get('peru'), {}, META);
  const footer = doc.footer as DynamicContent;
  assert.equal(
    texts(footer(2, 7)).map((t) => t.text),
    ['Página 2 de 7'],
  );
  const header = doc.header as DynamicContent;
  assert.is(header(1, 7), null);
  assert.equal(
    texts(header(2, 7) as Content).map((t) => t.text),
    [BUSINESS_NAME, 'Caso RM-2026-0042 · María Pérez'],
  );
});

test('the document carries its date as creation date, so the same inputs make the same file', () => {
  const doc = buildCaseDocument(registry.get('usa'), {}, META);
  assert.equal(doc.info?.creationDate, META.date);
  assert.equal(JSON.stringify(buildCaseDocument(registry.get('usa'), {}, META)), JSON.stringify(doc));
});

test('a field marked x-internal (staff-only notes) is left out of the document', () => {
  const usa = registry.get('usa');
  const schema = structuredClone(usa.schema);
  const notes = schema.properties!.consultantOutput.properties!.consultorNotes;
  notes['x-internal'] = true;
  const doc = buildCaseDocument(
    { ...usa, schema },
    { consultantOutput: { consultorNotes: 'Cliente indeciso: no compartir', consultantNotes: 'Traer cartas de trabajo' } },
    META,
  );
  const all = texts(doc.content).map((t) => t.text);
  assert.not.ok(all.includes(notes.title!));
  assert.not.ok(all.includes('Cliente indeciso: no compartir'));
  assert.ok(all.includes('Traer cartas de trabajo'));
});

test('the file name is built from applicant and destination, in plain ASCII', () => {
  assert.is(caseFileName('María Pérez', 'Estados Unidos'), 'caso-maria-perez-estados-unidos.pdf');
  assert.is(caseFileName("  José Ñúñez  O'Neil ", 'Canadá'), 'caso-jose-nunez-o-neil-canada.pdf');
  assert.is(caseFileName('', 'Curazao'), 'caso-curazao.pdf');
  assert.is(caseFileName('***', ''), 'caso.pdf');
});

test('missing required fields print «— falta —» and are listed at the top; NA and answered ones are not', () => {
  const usa = registry.get('usa');
  const data = { identity: { fullName: 'María Pérez', birthDate: 'NA' }, family: { children: [{ name: 'Luis' }] } };
  const missing = inspectCase(usa, data).missing;
  const all = texts(buildCaseDocument(usa, data, { ...META, missing }).content);
  assert.equal(valueAfter(all, 'Número de pasaporte'), { text: MISSING_VALUE, style: 'missing' });
  assert.equal(valueAfter(all, 'Teléfono principal'), { text: MISSING_VALUE, style: 'missing' });
  assert.equal(valueAfter(all, 'Fecha de nacimiento'), { text: 'N/A', style: 'notApplicable' });
  assert.equal(valueAfter(all, 'Otros nombres o apellidos usados'), { text: EMPTY_VALUE, style: 'empty' }, 'not required: a plain dash');
  const top = all.findIndex((t) => t.text === 'Faltan 5 campos obligatorios para presentar el caso');
  assert.ok(top >= 0 && top < all.findIndex((t) => t.text === 'Datos personales e identidad'), 'the list comes before the sections');
  assert.equal(
    all.slice(top + 1, top + 6).map((t) => t.text),
    [
      'Datos personales e identidad: Nacionalidad actual',
      'Datos personales e identidad: Número de pasaporte',
      'Datos personales e identidad: Fecha de vencimiento del pasaporte',
      'Residencia y contacto: Teléfono principal',
      'Plan de viaje: Motivo del viaje',
    ],
  );
  const none = texts(buildCaseDocument(usa, data, META).content);
  assert.not.ok(
    none.some((t) => t.text === MISSING_VALUE || t.text.startsWith('Faltan')),
    'nothing marked without the list',
  );
});

test('values kept from retired fields print last under «Campos retirados», staff-only ones left out', () => {
  const usa = registry.get('usa');
  const retired: RetiredFieldValue[] = [
    {
      path: 'identity.gender',
      label: 'Sexo',
      value: 'femenino',
      reason: 'retired',
      fromVersion: 2,
      toVersion: 3,
      lines: [{ label: 'Sexo', text: 'Femenino', internal: false }],
    },
    {
      path: 'consultantOutput.consultorNotes',
      label: 'Notas internas',
      value: 'No compartir',
      reason: 'retired',
      fromVersion: 2,
      toVersion: 3,
      lines: [{ label: 'Notas internas', text: 'No compartir', internal: true }],
    },
  ];
  const all = texts(buildCaseDocument(usa, {}, { ...META, retired }).content).map((t) => t.text);
  const title = all.indexOf(RETIRED_TITLE);
  assert.ok(title > all.indexOf(listSections(usa).at(-1)!.title), 'after the last section');
  assert.is(all[all.indexOf('Sexo', title) + 1], 'Femenino');
  assert.not.ok(all.includes('No compartir'));
  assert.not.ok(
    texts(buildCaseDocument(usa, {}, META).content).some((t) => t.text === RETIRED_TITLE),
    'no block without retired values',
  );
  const onlyInternal = texts(buildCaseDocument(usa, {}, { ...META, retired: [retired[1]] }).content);
  assert.not.ok(
    onlyInternal.some((t) => t.text === RETIRED_TITLE),
    'nor with only staff-only ones',
  );
});

test.run();
