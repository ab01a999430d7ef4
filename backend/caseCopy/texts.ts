/** Every Spanish text the case copy API answers with, together for review (a missing case: CONSULTATION_TEXTS.notFound). */
export const CASE_COPY_TEXTS = {
  unknownTemplate: 'La plantilla del caso no existe o esa versión ya no está disponible',
} as const;
