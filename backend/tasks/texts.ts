/** Every Spanish text of the tasks API, together for review. */
export const TASK_TEXTS = {
  invalid: 'Revise los datos de la tarea',
} as const;
