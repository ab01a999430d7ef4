/** Texts of the frame every screen shares (page loading, dialogs, notifications), together for review. */
export const APP_TEXTS = {
  loadingPage: 'Cargando...',
  closeDialog: 'Cerrar',
  notifications: 'Notificaciones (F8)',
  closeNotification: 'Cerrar notificación',
};
