import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isNotApplicable } from '../../engine/notApplicable/isNotApplicable.ts';
import { printableValue } from '../../engine/cases/printableValue.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import type { CaseDocumentMeta } from '../../engine/pdf/buildCaseDocument.ts';
import { isInternal } from '../../engine/pdf/fieldRows.ts';
import { listSections } from '../../engine/sections/listSections.ts';
import { isChoice, isObjectSchema } from '../../engine/templates/fieldUi.ts';
import type { CaseTemplate, JsonSchema } from '../../engine/templates/types.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { pdfText } from '../testing/pdfText.ts';
import { renderCasePdf } from './renderCasePdf.ts';

/** How many values in `data` are NA, list rows included. */
const notApplicableCount = (data: unknown): number =>
  isNotApplicable(data)
    ? 1
    : typeof data === 'object' && data !== null
      ? Object.values(data).reduce<number>((sum, value) => sum + notApplicableCount(value), 0)
      : 0;

type Data = Record<string, Record<string, unknown>>;

const registry = loadCaseTemplates();
const samples = loadCaseSamples();
const test = suite('case PDF on the server, read back with pdftotext');

const meta = (template: CaseTemplate): CaseDocumentMeta => ({
  businessName: BUSINESS_NAME,
  caseId: 'RM-2026-0042',
  applicantName: 'José Miguel Peña Rodríguez',
  destinationLabel: template.label,
  stageLabel: 'Cita programada',
  date: new Date('2026-11-21T15:30:00Z'),
});

/** Text compared without any whitespace: a value wrapped inside its cell is still the same value. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** What every answered field of `data` prints (NA and staff-only fields excepted): the strings a reader must find in the PDF. */
function printedValues(template: CaseTemplate, data: Data): string[] {
  const values: string[] = [];
  const visit = (schema: JsonSchema, value: unknown) => {
    if (isNotApplicable(value) || isInternal(schema)) return;
    if (isObjectSchema(schema)) {
      const record = (value ?? {}) as Record<string, unknown>;
      for (const [key, field] of Object.entries(schema.properties!)) visit(field, record[key]);
    } else if (schema.type === 'array' && schema.items && isObjectSchema(schema.items) && Array.isArray(value)) {
      for (const item of value) visit(schema.items, item);
    } else {
      const text = printableValue(value, schema);
      if (text) values.push(text);
    }
  };
  for (const [key, section] of Object.entries(template.schema.properties!)) visit(section, data[key]);
  return values;
}

/**
 * The sample with NA typed, in the spellings people use (' na ', 'Na'), into one field of each kind
 * the templates have: yes/no, date, number, select, free text, a whole list, and a field inside a list row.
 */
function withNotApplicable(template: CaseTemplate, sample: Data): { data: Data; typed: string[] } {
  const data = structuredClone(sample);
  const typed: string[] = [];
  const kinds: Array<[string, (schema: JsonSchema) => boolean]> = [
    ['yes/no', (s) => s.type === 'boolean'],
    ['date', (s) => s.format === 'date'],
    ['number', (s) => s.type === 'number' || s.type === 'integer'],
    ['select', (s) => isChoice(s)],
    ['text', (s) => s.type === 'string' && !isChoice(s) && !s.format],
    ['list', (s) => s.type === 'array' && Boolean(s.items && isObjectSchema(s.items))],
  ];
  const spellings = [' na ', 'Na', 'NA', 'nA '];
  for (const [kind, matches] of kinds) {
    let done = false;
    for (const [sectionKey, section] of Object.entries(template.schema.properties!)) {
      for (const [fieldKey, field] of Object.entries(section.properties!)) {
        const current = data[sectionKey]?.[fieldKey];
        if (done || !matches(field) || current === undefined || isNotApplicable(current)) continue;
        data[sectionKey][fieldKey] = spellings[typed.length % spellings.length];
        typed.push(`${kind}: ${sectionKey}.${fieldKey}`);
        done = true;
      }
    }
  }
  // A field inside a row of a list that is still a list.
  outer: for (const [sectionKey, section] of Object.entries(template.schema.properties!)) {
    for (const [fieldKey, field] of Object.entries(section.properties!)) {
      const rows = data[sectionKey]?.[fieldKey];
      if (field.type !== 'array' || !Array.isArray(rows) || !rows.length || typeof rows[0] !== 'object') continue;
      const [firstField] = Object.keys(field.items!.properties!);
      (rows[0] as Record<string, unknown>)[firstField] = 'na';
      typed.push(`list row: ${sectionKey}.${fieldKey}.0.${firstField}`);
      break outer;
    }
  }
  return { data, typed };
}

const templates = registry.latest();

test('every template in the registry has a sample case', () => {
  assert.ok(templates.length >= 6, `${templates.length} templates`);
  for (const template of templates) assert.ok(samples.get(template.key), `templates/case/${template.key}/sample.json`);
});

for (const template of templates) {
  test(`${template.key}: the sample case's PDF shows the header, every section title, every filled value and page numbers`, async () => {
    const data = samples.get(template.key) as Data;
    const text = await pdfText(await renderCasePdf(template, data, meta(template)));
    const flat = squeeze(text);
    for (const expected of [BUSINESS_NAME, 'RM-2026-0042', 'José Miguel Peña Rodríguez', template.label, 'Cita programada', '21/11/2026']) {
      assert.ok(text.includes(expected), `header shows "${expected}"`);
    }
    for (const { title } of listSections(template)) assert.ok(text.includes(title), `section title "${title}"`);
    const values = printedValues(template, data);
    assert.ok(values.length > 50, `the sample fills many fields (${values.length})`);
    const missing = values.filter((value) => !flat.includes(squeeze(value)));
    assert.equal(missing, [], 'every filled value is printed');
    assert.match(text, /Página 1 de \d+/);
    const pages = Number(/Página 1 de (\d+)/.exec(text)![1]);
    assert.ok(pages > 1 && text.includes(`Página ${pages} de ${pages}`), 'the last page is numbered too');
  });

  test(`${template.key}: NA typed in any field kind prints N/A, once per NA field, and nowhere else`, async () => {
    const { data, typed } = withNotApplicable(template, samples.get(template.key) as Data);
    assert.ok(typed.length >= 6, `NA typed into: ${typed.join(', ')}`);
    const text = await pdfText(await renderCasePdf(template, data, meta(template)));
    const expected = notApplicableCount(data);
    const printed = text.split('N/A').length - 1;
    assert.is(printed, expected, `${printed} N/A printed for ${expected} NA fields`);
    for (const value of printedValues(template, data)) assert.ok(squeeze(text).includes(squeeze(value)), value);
  });
}

test('the same case, meta and date give byte-identical PDFs (what the browser downloads is what is mailed)', async () => {
  const template = registry.get('usa');
  const [first, second] = await Promise.all([0, 1].map(() => renderCasePdf(template, samples.get('usa'), meta(template))));
  assert.ok(first.subarray(0, 5).toString('latin1') === '%PDF-');
  assert.ok(first.equals(second));
});

test('a value naming a URL or a file is printed as text and never fetched', async () => {
  const template = registry.get('usa');
  const data = { identity: { fullName: 'https://example.invalid/x.png', birthPlace: '/etc/passwd' } };
  const text = await pdfText(await renderCasePdf(template, data, meta(template)));
  assert.ok(text.includes('https://example.invalid/x.png'));
  assert.ok(text.includes('/etc/passwd'));
});

test.run();
