/** Every Spanish text the interviews API answers with, together for review. */
export const INTERVIEW_TEXTS = {
  notFound: 'La entrevista no existe o fue eliminada',
  consultationNotFound: 'La consulta indicada no existe o fue eliminada',
  invalidStepData: (title: string) => `Revise las respuestas del paso «${title}»`,
  regionMismatch: (region: string) => `La región no coincide con la de la entrevista (${region})`,
  unknownRating: (names: string[]) => `Calificación desconocida: elija ${names.join(', ')}`,
  reopenBesideInProgress: 'Ya hay una entrevista en curso para este cliente: continúela o elimínela antes de reabrir esta.',
  reopenPairChanged: 'La consulta de esta entrevista acaba de cambiar: inténtelo de nuevo.',
  unknownTemplateVersion: 'Esa versión de la entrevista no existe',
  overrideNeedsResult: 'Solo se puede cambiar la calificación de una entrevista completada',
} as const;
