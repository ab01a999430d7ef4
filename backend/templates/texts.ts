/** Every Spanish text the template editing API answers with, together for review. */
export const TEMPLATE_TEXTS = {
  unknownTemplate: 'La plantilla no existe',
  unknownVersion: 'Esa versión de la plantilla no existe',
  noDraft: 'No hay borrador de esta plantilla (quizá otra persona ya lo publicó)',
  staleDraft: 'Otra persona guardó este borrador mientras usted lo editaba. Compare ambas versiones antes de seguir.',
  refusedDraft: 'El borrador no se puede publicar: corrija los puntos señalados',
  versionTaken: 'Otra persona publicó esta plantilla al mismo tiempo. Vuelva a cargarla antes de publicar.',
  sameVersion: 'Las dos versiones son la misma',
  noDiffForInterview: 'La comparación de campos solo existe para los formularios de caso',
  caseNotSaved: 'El caso todavía no se ha guardado: se abrirá con la última versión de su plantilla',
  caseAlreadyOnVersion: (version: number) => `El caso ya usa la versión ${version}`,
  staleCase: 'Otra persona guardó este caso mientras usted lo revisaba. Vuelva a abrirlo antes de actualizarlo.',
  keyMismatch: (key: string) => `La clave de la plantilla debe ser «${key}»`,
  kindMismatch: (kind: string) => `El tipo de la plantilla debe ser «${kind}»`,
} as const;
