import { HTTP_TEXTS } from '../http/texts.ts';

/** Every Spanish text the public submission API answers with, together for review. */
export const TEXTS = {
  contactAccepted: 'Hemos recibido su mensaje. Le contactaremos pronto para su evaluación gratuita.',
  consultationAccepted: 'Hemos recibido su solicitud de cita. Recibirá un correo de confirmación con todos los detalles en breve.',
  tooMany: 'Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos antes de volver a intentarlo.',
  badIdempotencyKey: HTTP_TEXTS.badIdempotencyKey,
  busyIdempotencyKey: HTTP_TEXTS.busyIdempotencyKey,
} as const;

export const CONSULTATION_COST =
  '$1,000 DOP, deducible del precio final si continúa con los servicios completos; se paga en efectivo o transferencia el día de la cita.';
