import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildInterviewDocument, interviewFileName, type InterviewDocumentResult } from './buildInterviewDocument.ts';

const RESULT: InterviewDocumentResult = {
  score: 40,
  maxScore: 100,
  rating: 'Promedio',
  computedRating: 'Bajo',
  overrideReason: 'Documentos revisados en persona',
  overriddenBy: 'admin',
  rulesVersion: 1,
  rulesFingerprint: 'abcdef0123456789',
  asOf: '2026-11-24',
  executiveSummary: { text: 'Perfil con vínculos débiles.', recommendedVisa: 'B1/B2', eligibilityLevel: 'Media' },
  strengths: ['Motivo del viaje: Turismo → 10 de 10 puntos'],
  risks: [],
  ledger: [
    {
      step: 'presentacion',
      field: 'motivo',
      label: 'Motivo del viaje',
      answer: 'turismo',
      answerText: 'Turismo',
      band: null,
      points: 10,
      possible: 10,
      weight: 1,
      line: 'Motivo del viaje: Turismo → 10 de 10 puntos',
    },
  ],
  toNextRating: {
    rating: 'Superior',
    pointsNeeded: 30,
    suggestions: [{ step: 'solvencia', field: 'ahorros', gain: 30, line: 'Ahorros: llegar a la banda alta sumaría 30 puntos' }],
  },
};
const META = { businessName: 'Rumbo', clientName: 'María Pérez', regionLabel: 'Estados Unidos', date: new Date('2026-11-24T15:00:00Z') };

test('the document prints the score, both ratings with the reason, the summary and every ledger line', () => {
  const text = JSON.stringify(buildInterviewDocument(RESULT, META).content);
  for (const expected of [
    '40 de 100 puntos',
    'Promedio',
    'Bajo',
    'Documentos revisados en persona',
    'B1/B2',
    'Media',
    'Perfil con vínculos débiles.',
    '1. Motivo del viaje: Turismo → 10 de 10 puntos',
    'faltan 30 puntos',
    'Ninguno',
  ]) {
    assert.ok(text.includes(expected), expected);
  }
});

test('building the document leaves the result untouched (pdfmake writes into what it is given)', () => {
  const before = JSON.stringify(RESULT);
  const document = buildInterviewDocument(RESULT, META);
  const strengths = (document.content as unknown[]).find((part) => (part as { ul?: unknown[] }).ul) as { ul: unknown[] };
  strengths.ul[0] = { text: 'changed by the layout' };
  assert.is(JSON.stringify(RESULT), before);
});

test('the file name is plain ASCII', () => {
  assert.is(interviewFileName('María Pérez', 'Estados Unidos'), 'entrevista-maria-perez-estados-unidos.pdf');
});

test.run();
