import type { InterviewAnswers, InterviewRegion } from './types.ts';

/** The day the golden cases are scored as of. */
export const GOLDEN_AS_OF = '2026-11-24';

/** Every answer at its best. */
export const BEST_ANSWERS: InterviewAnswers = {
  presentacion: { motivo: 'turismo', duracion: 'hasta-15', acompanantes: 'grupo' },
  vinculos: {
    situacionLaboral: 'empleado-fijo',
    ingresoLaboral: 90000,
    vinculosFamiliares: 'conyuge-hijos',
    ingresoFamiliar: 90000,
    valorPropiedades: 900000,
  },
  solvencia: { ahorros: 900000, documentacion: 'completa', capacidad: 'holgada', tipoFinanciamiento: 'recursos-propios' },
  historial: {
    viajesPrevios: 'paises-con-visa',
    cumplimiento: 'siempre',
    negacionesPrevias: false,
    historialEEUU: 'aprobada',
    historialCanada: 'aprobada',
  },
  plan: { itinerario: 'detallado', seguro: 'contratado', pasaporteVence: '2029-01-01' },
  sponsor: { patrocinio: 'sin-patrocinador' },
  coherencia: { coherencia: 'total', consistencia: 'alta', preparacion: 'preparado', idioma: 'avanzado' },
};

/** Every answer at its worst. */
export const WORST_ANSWERS: InterviewAnswers = {
  presentacion: { motivo: 'tratamiento-medico', duracion: 'mas-60', acompanantes: 'familia' },
  vinculos: { situacionLaboral: 'sin-empleo', ingresoLaboral: 0, vinculosFamiliares: 'ninguno', ingresoFamiliar: 0, valorPropiedades: 0 },
  solvencia: { ahorros: 0, documentacion: 'insuficiente', capacidad: 'insuficiente', tipoFinanciamiento: 'sin-acreditar' },
  historial: {
    viajesPrevios: 'ninguno',
    cumplimiento: 'problemas',
    negacionesPrevias: true,
    historialEEUU: 'negada',
    historialCanada: 'negada',
  },
  plan: { itinerario: 'sin-definir', seguro: 'sin-seguro', pasaporteVence: '2026-12-01' },
  sponsor: { patrocinio: 'patrocinador-sin-documentos', relacionPatrocinador: 'amigo' },
  coherencia: { coherencia: 'contradicciones', consistencia: 'baja', preparacion: 'no-preparado', idioma: 'basico' },
};

/** A middling interview: good ties, thin savings, some history. */
export const MIDDLE_ANSWERS: InterviewAnswers = {
  presentacion: { motivo: 'turismo', duracion: '16-30', acompanantes: 'familia' },
  vinculos: {
    situacionLaboral: 'empleado-fijo',
    ingresoLaboral: 30000,
    vinculosFamiliares: 'conyuge-hijos',
    ingresoFamiliar: 20000,
    valorPropiedades: 0,
  },
  solvencia: { ahorros: 5000, documentacion: 'completa', capacidad: 'justa' },
  historial: { viajesPrevios: 'ninguno', cumplimiento: 'siempre', negacionesPrevias: false },
  plan: { itinerario: 'detallado', seguro: 'contratado', pasaporteVence: '2029-01-01' },
  sponsor: { patrocinio: 'sin-patrocinador' },
  coherencia: { coherencia: 'total', consistencia: 'alta', preparacion: 'preparado' },
};

/**
 * The golden cases a change of the scoring rules is measured on (engine/interview/scoreInterview.test.ts
 * pins their scores under the shipped rules; the template editor re-scores them with a draft).
 */
export const GOLDEN_CASES: { name: string; region: InterviewRegion; answers: InterviewAnswers }[] = [
  ...(['usa', 'canada', 'europa'] as const).flatMap((region) => [
    { name: `Mejores respuestas (${region})`, region, answers: BEST_ANSWERS },
    { name: `Respuestas intermedias (${region})`, region, answers: MIDDLE_ANSWERS },
    { name: `Peores respuestas (${region})`, region, answers: WORST_ANSWERS },
    { name: `Entrevista vacía (${region})`, region, answers: {} },
  ]),
];
