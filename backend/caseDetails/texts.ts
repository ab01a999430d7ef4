/** Every Spanish text the case details API answers with, together for review (a missing case: CONSULTATION_TEXTS.notFound). */
export const CASE_TEXTS = {
  versionNotFound: 'La versión guardada no existe o fue eliminada',
  templateNotFound: 'La plantilla de caso no existe',
  invalidData: 'Revise los campos marcados del caso',
  badIfMatch: 'La cabecera If-Match debe ser la versión leída del caso entre comillas, por ejemplo "3" (la que devolvió ETag)',
  versionsDisagree: 'La versión del cuerpo y la de If-Match no coinciden: envíe una sola',
  staleSave: 'Otra persona guardó este caso mientras usted lo editaba. Compare ambas versiones antes de guardar.',
} as const;
