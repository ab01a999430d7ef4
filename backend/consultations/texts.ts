/** Every Spanish text the consultations API answers with (besides the refused moves), together for review. */
export const CONSULTATION_TEXTS = {
  notFound: 'La consulta no existe o fue eliminada',
  staleStatus: 'Esta consulta ya cambió de estado; recargue la página',
  resultAlreadyRecorded: 'Esta consulta ya tiene un resultado registrado; recargue la página',
  cannotDelete: 'Esta consulta no se puede eliminar en su estado actual',
} as const;
