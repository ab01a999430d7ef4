import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { todayInBusinessZone } from '../calendar/calendarDate.ts';
import type { InterviewScore } from '../interview/types.ts';
import { formatNumericDay } from '../calendar/formatDate.ts';
import { COLORS, FIELD_TABLE_LAYOUT, STYLES } from './caseDocumentStyle.ts';
import { PAGE_LABEL } from './buildCaseDocument.ts';
import { slugify } from './caseFileName.ts';

/** What the interview summary is about, printed at the top. */
export interface InterviewDocumentMeta {
  businessName: string;
  clientName: string;
  /** The destination region as people read it ('Estados Unidos'). */
  regionLabel: string;
  /** When the document is made: its day is printed and it is the PDF's creation date. */
  date: Date;
}

/** A finished interview's result as stored (the score, plus a consultant's override when there is one). */
export interface InterviewDocumentResult extends Omit<InterviewScore, 'rating'> {
  rating: string;
  computedRating: string;
  overrideReason: string | null;
  overriddenBy: string | null;
  rulesVersion: number;
  rulesFingerprint: string;
  asOf: string;
}

const heading = (text: string): Content => ({ text, style: 'sectionTitle', margin: [0, 12, 0, 3] });
// A fresh array: pdfmake writes its layout into the document it is given, and these lists belong to the caller.
const bullets = (lines: readonly string[]): Content => (lines.length ? { ul: [...lines] } : { text: 'Ninguno', style: 'empty' });

/**
 * The interview summary as a pdfmake document: score, rating, executive summary, strengths and risks,
 * what would raise the rating, and the whole ledger that explains the score. Pure: the same result and
 * meta give the same document.
 */
export function buildInterviewDocument(result: InterviewDocumentResult, meta: InterviewDocumentMeta): TDocumentDefinitions {
  const row = (label: string, value: string) => [{ text: label, style: 'metaLabel' }, { text: value || '—' }];
  const overridden = result.rating !== result.computedRating;
  const ratingRows = overridden
    ? [
        row('Calificación del consultor', result.rating),
        row('Calificación calculada', result.computedRating),
        row('Motivo del cambio', `${result.overrideReason ?? ''}${result.overriddenBy ? ` (${result.overriddenBy})` : ''}`),
      ]
    : [row('Calificación', result.rating)];
  const raise: Content = result.toNextRating
    ? [
        { text: `Para llegar a «${result.toNextRating.rating}» faltan ${result.toNextRating.pointsNeeded} puntos:` },
        bullets(result.toNextRating.suggestions.map((s) => s.line)),
      ]
    : { text: 'Ya tiene la calificación más alta.' };
  const ledger: Content = {
    stack: result.ledger.map((entry, index) => ({
      text: `${index + 1}. ${entry.line}`,
      margin: [0, 0, 0, 2] as [number, number, number, number],
      color: entry.points < entry.possible ? COLORS.warning : COLORS.text,
    })),
  };
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 48, 40, 44],
    info: {
      title: `Resumen de entrevista: ${meta.clientName} (${meta.regionLabel})`,
      author: meta.businessName,
      subject: 'Resumen ejecutivo de la entrevista de evaluación',
      creator: meta.businessName,
      producer: meta.businessName,
      creationDate: meta.date,
    },
    language: 'es-DO',
    footer: (page, pages) => ({ text: PAGE_LABEL(page, pages), style: 'pageFooter', margin: [40, 16, 40, 0] }),
    content: [
      { text: meta.businessName, style: 'businessName' },
      { text: 'Resumen de la entrevista de evaluación', style: 'documentTitle' },
      {
        table: {
          widths: [140, '*'],
          body: [
            row('Cliente', meta.clientName),
            row('Destino', meta.regionLabel),
            row('Fecha', formatNumericDay(todayInBusinessZone(meta.date))),
            row('Puntuación', `${result.score} de ${result.maxScore} puntos`),
            ...ratingRows,
            row('Visa recomendada', result.executiveSummary.recommendedVisa || 'N/A'),
            row('Nivel de elegibilidad', result.executiveSummary.eligibilityLevel || 'N/A'),
            row('Reglas', `versión ${result.rulesVersion} (${result.rulesFingerprint.slice(0, 12)})`),
          ],
        },
        layout: FIELD_TABLE_LAYOUT,
        margin: [0, 0, 0, 8],
      },
      heading('Resumen ejecutivo'),
      { text: result.executiveSummary.text },
      heading('Fortalezas'),
      bullets(result.strengths),
      heading('Riesgos'),
      bullets(result.risks),
      heading('Qué subiría la calificación'),
      raise,
      heading('Cómo se calculó'),
      ledger,
    ],
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: COLORS.text, lineHeight: 1.15 },
  };
}

/** 'entrevista-maria-perez-estados-unidos.pdf'. */
export function interviewFileName(clientName: string, regionLabel: string): string {
  const parts = ['entrevista', slugify(clientName).slice(0, 60), slugify(regionLabel).slice(0, 40)].filter(Boolean);
  return `${parts.join('-').replace(/-+$/, '')}.pdf`;
}
