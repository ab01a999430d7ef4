import { HTTP_TEXTS } from '../http/texts.ts';

/** Every Spanish text the public submission API answers with, together for review. */
export const TEXTS = {
  contactAccepted: 'Hemos recibido su mensaje. Le contactaremos pronto para su evaluación gratuita.',
  consultationAccepted:
    'Hemos recibido su solicitud de cita. Recibirá un correo de confirmación con todos los detalles en breve.',
  tooMany: 'Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos antes de volver a intentarlo.',
  badIdempotencyKey: HTTP_TEXTS.badIdempotencyKey,
  busyIdempotencyKey: HTTP_TEXTS.busyIdempotencyKey,
} as const;

// A calendar day is formatted at UTC midnight in UTC, so no time zone can move it to another day.
const LONG_DATE = new Intl.DateTimeFormat('es-DO', { dateStyle: 'full', timeZone: 'UTC' });

/** 'martes, 15 de diciembre de 2026' for '2026-12-15'. */
export function spanishDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

export const CONSULTATION_COST =
  '$1,000 DOP, deducible del precio final si continúa con los servicios completos; se paga en efectivo o transferencia el día de la cita.';
