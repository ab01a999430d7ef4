/** Every Spanish text the consultations API answers with, together for review. */
export const CONSULTATION_TEXTS = {
  notFound: 'La consulta no existe o fue eliminada',
  staleStatus: 'Esta consulta ya cambió de estado; recargue la página',
  cannotDelete: 'Esta consulta no se puede eliminar en su estado actual',
  /** Why a status change is refused, by what was asked and the status it was asked in. */
  refused: {
    alreadyConfirmed: 'Esta consulta ya está confirmada',
    completedCannotConfirm: 'Una consulta completada no se puede confirmar; para atenderla de nuevo use Reprogramar',
    alreadyCompleted: 'Esta consulta ya está completada',
    resultMissing: 'Seleccione el resultado: Éxito o Reaplicar',
    completeOnlyConfirmed: 'Solo se puede marcar como completada una consulta confirmada',
    other: 'Esta acción no está permitida en el estado actual de la consulta',
  },
} as const;
