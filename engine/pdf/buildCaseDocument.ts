import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { RetiredFieldValue } from '../cases/retiredValues.ts';
import { caseReadiness, type CaseReadiness } from '../readiness/caseReadiness.ts';
import { readinessWarnings } from '../readiness/readinessWarnings.ts';
import { formatNumericDay } from '../calendar/formatDate.ts';
import { listSections } from '../sections/listSections.ts';
import type { CaseTemplate, UiSchema } from '../templates/types.ts';
import { todayInBusinessZone } from '../calendar/calendarDate.ts';
import { COLORS, FIELD_TABLE_LAYOUT, SECTION_TABLE_LAYOUT, STYLES, WARNING_BOX_LAYOUT } from './caseDocumentStyle.ts';
import { fieldRows, valueRows } from './fieldRows.ts';
import { isObjectSchema } from '../templates/fieldUi.ts';

/** Who and what the document is about, printed at the top of the first page. */
export interface CaseDocumentMeta {
  businessName: string;
  caseId: string;
  applicantName: string;
  /** The destination as people read it ('Estados Unidos'). */
  destinationLabel: string;
  /** The process stage as people read it ('DS-160 en curso'). */
  stageLabel: string;
  /**
   * When the document is made. Printed as its day in the business's time zone, used as "today" for
   * the readiness warnings, and stamped as the PDF's creation date: the same inputs give the same file.
   */
  date: Date;
  /**
   * The required fields the case still lacks (dotted paths, CaseFindings.missing from the case's
   * validator): marked '— falta —' and listed at the top. None when absent.
   */
  missing?: readonly string[];
  /**
   * The values the case keeps from fields an earlier version had (engine/cases/retiredValues.ts),
   * printed after the sections under 'Campos retirados'. None when absent.
   */
  retired?: readonly RetiredFieldValue[];
}

export const PAGE_LABEL = (page: number, pages: number) => `Página ${page} de ${pages}`;

function headerBlock(meta: CaseDocumentMeta, day: string): Content[] {
  const row = (label: string, value: string) => [{ text: label, style: 'metaLabel' }, { text: value || '—' }];
  return [
    { text: meta.businessName, style: 'businessName' },
    { text: 'Expediente del caso', style: 'documentTitle' },
    {
      table: {
        widths: [110, '*'],
        body: [
          row('Caso', meta.caseId),
          row('Solicitante', meta.applicantName),
          row('Destino', meta.destinationLabel),
          row('Etapa del proceso', meta.stageLabel),
          row('Fecha', formatNumericDay(day)),
        ],
      },
      layout: FIELD_TABLE_LAYOUT,
      margin: [0, 0, 0, 12],
    },
  ];
}

function warningsBlock(messages: string[]): Content {
  const inner: Content[] = messages.length
    ? [
        { text: 'Advertencias antes de presentar el caso', style: 'warningsTitle' },
        { ul: messages.map((text) => ({ text, style: 'warning' })) },
      ]
    : [{ text: 'Sin advertencias sobre las fechas del viaje, el pasaporte, el historial de viajes ni el seguro.', style: 'noWarnings' }];
  return { table: { widths: ['*'], body: [[{ stack: inner }]] }, layout: WARNING_BOX_LAYOUT, margin: [0, 0, 0, 4] };
}

function missingBlock(readiness: CaseReadiness): Content[] {
  const fields = readiness.sections.flatMap((section) => section.missing.map((field) => `${section.title}: ${field.label}`));
  if (!fields.length) return [];
  const title =
    fields.length === 1
      ? 'Falta 1 campo obligatorio para presentar el caso'
      : `Faltan ${fields.length} campos obligatorios para presentar el caso`;
  return [
    { stack: [{ text: title, style: 'missingTitle' }, { ul: fields.map((text) => ({ text, style: 'missing' })) }], margin: [0, 0, 0, 8] },
  ];
}

/**
 * A titled block of label/value rows. The title is the table's header row: it repeats on every page
 * the block runs onto and is never left alone at the foot of a page.
 */
function sectionTable(title: string, rows: TableCell[][]): Content {
  const titleRow: TableCell[] = [{ text: title, style: 'sectionTitle', colSpan: 2 }, {}];
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: ['38%', '*'],
      body: [titleRow, ...rows],
    },
    layout: SECTION_TABLE_LAYOUT,
  };
}

const RETIRED_TITLE = 'Campos retirados';
export const RETIRED_NOTE =
  'Respuestas que una actualización del formulario apartó (campos que la versión nueva no tenía o valores que no admitía): se conservan tal como se escribieron.';

/** The retired values a document may show (staff-only ones never leave the office), as one block. */
function retiredBlock(values: readonly RetiredFieldValue[]): Content[] {
  const lines = values.flatMap((value) => value.lines.filter((line) => !line.internal));
  if (!lines.length) return [];
  const note: TableCell[] = [{ text: RETIRED_NOTE, style: 'retiredNote', colSpan: 2 }, {}];
  return [
    sectionTable(RETIRED_TITLE, [note, ...lines.map((line): TableCell[] => [{ text: line.label, style: 'label' }, { text: line.text }])]),
  ];
}

/**
 * The PDF of a case as a pdfmake document: header (business, case, applicant, destination, stage,
 * date), the required fields still missing, the readiness warnings, then one titled block per section with a label/value row per field,
 * and last the values kept from retired fields ('Campos retirados').
 * NA prints as 'N/A' in grey, unanswered fields as '—', yes/no as Sí/No, options by their Spanish
 * titles, lists of sub-forms as tables. Pure: the browser's download and the e-mailed copy are made
 * from the same call, so they are the same document.
 */
export function buildCaseDocument(template: CaseTemplate, data: unknown, meta: CaseDocumentMeta): TDocumentDefinitions {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const day = todayInBusinessZone(meta.date);
  const warnings = readinessWarnings(template, record, day).map((warning) => warning.message);
  const missing = new Set(meta.missing ?? []);

  const sections: Content[] = listSections(template).map(({ key, title }) => {
    const schema = template.schema.properties![key];
    const ui = template.uiSchema[key] as UiSchema | undefined;
    // A section holding one value (a text, a list) prints as one answer labelled with the section's title.
    const rows = isObjectSchema(schema)
      ? fieldRows(schema, record[key], ui, '', { path: key, missing })
      : valueRows(schema, record[key], title, ui, { path: key, missing });
    return sectionTable(title, rows);
  });

  return {
    pageSize: 'LETTER',
    pageMargins: [40, 48, 40, 44],
    info: {
      title: `Caso ${meta.caseId}: ${meta.applicantName} (${meta.destinationLabel})`,
      author: meta.businessName,
      subject: `Expediente del caso, ${template.label}`,
      creator: meta.businessName,
      producer: meta.businessName,
      creationDate: meta.date,
    },
    language: 'es-DO',
    header: (page) =>
      page === 1
        ? null
        : {
            columns: [
              { text: meta.businessName, color: COLORS.navy },
              { text: `Caso ${meta.caseId} · ${meta.applicantName}`, alignment: 'right' },
            ],
            style: 'pageHeader',
            margin: [40, 20, 40, 0],
          },
    footer: (page, pages) => ({ text: PAGE_LABEL(page, pages), style: 'pageFooter', margin: [40, 16, 40, 0] }),
    content: [
      ...headerBlock(meta, day),
      ...missingBlock(caseReadiness(template, [...missing])),
      warningsBlock(warnings),
      ...sections,
      ...retiredBlock(meta.retired ?? []),
    ],
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: COLORS.text, lineHeight: 1.15 },
  };
}
