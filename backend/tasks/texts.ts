/** Every Spanish text of the tasks API, together for review. */
export const TASK_TEXTS = {
  invalid: 'Revise los datos de la tarea',
  unknownForm: 'Ese formulario no existe',
} as const;
