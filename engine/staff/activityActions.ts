/**
 * Every kind of line the activity record holds, in the words the 'Actividad' tab filters by, grouped as
 * the filter shows them. The server writes only these codes (backend/activity/recordActivity.ts).
 */
export const ACTIVITY_GROUPS = {
  'Sesiones y cuenta': {
    sign_in: 'Inicio de sesión',
    sign_in_failed: 'Inicio de sesión fallido',
    sign_out: 'Cierre de sesión',
    session_ended: 'Sesión cerrada',
    password_changed: 'Cambio de contraseña',
    mfa_enabled: 'Verificación en dos pasos activada',
    recovery_codes_renewed: 'Códigos de recuperación renovados',
    passkey_added: 'Llave de acceso añadida',
    passkey_removed: 'Llave de acceso quitada',
    access_refused: 'Acceso sin permiso',
  },
  Equipo: {
    staff_created: 'Cuenta creada',
    staff_updated: 'Cuenta modificada',
    staff_password_reset: 'Contraseña restablecida',
    staff_mfa_reset: 'Verificación en dos pasos restablecida',
    staff_sessions_ended: 'Sesiones cerradas por un administrador',
    staff_settings_changed: 'Reglas de inicio de sesión cambiadas',
  },
  Contactos: {
    contact_read: 'Contacto marcado como leído',
    contact_deleted: 'Contacto eliminado',
  },
  Consultas: {
    consultation_confirmed: 'Consulta confirmada',
    consultation_rescheduled: 'Consulta reprogramada',
    consultation_completed: 'Consulta completada',
    consultation_deleted: 'Consulta eliminada',
  },
  Casos: {
    case_saved: 'Caso guardado',
    case_upgraded: 'Caso actualizado de versión',
    case_pdf_downloaded: 'PDF descargado',
    case_emailed: 'Copia enviada por correo',
    image_added: 'Imagen añadida',
    image_deleted: 'Imagen eliminada',
  },
  Entrevistas: {
    interview_created: 'Entrevista creada',
    interview_saved: 'Entrevista guardada',
    interview_completed: 'Entrevista finalizada',
    interview_reopened: 'Entrevista reabierta',
    interview_rating_overridden: 'Calificación cambiada',
    interview_deleted: 'Entrevista eliminada',
  },
  Tareas: {
    task_created: 'Tarea creada',
  },
  Plantillas: {
    template_draft_saved: 'Borrador guardado',
    template_draft_discarded: 'Borrador descartado',
    template_published: 'Versión publicada',
    template_rolled_back: 'Versión restaurada',
  },
  Carrusel: {
    carousel_updated: 'Carrusel cambiado',
  },
} as const;

type Groups = typeof ACTIVITY_GROUPS;
export type ActivityAction = { [G in keyof Groups]: keyof Groups[G] }[keyof Groups];

export const ACTIVITY_LABELS: Record<ActivityAction, string> = Object.assign({}, ...Object.values(ACTIVITY_GROUPS));

export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_LABELS) as ActivityAction[];
