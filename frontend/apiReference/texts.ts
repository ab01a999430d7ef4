/** The words of /admin/api, the API's reference for staff. */
export const API_REFERENCE_TEXTS = {
  title: 'Referencia de la API',
  loading: 'Cargando la referencia de la API…',
  failed: 'No se pudo cargar la referencia de la API. Recargue la página para intentarlo de nuevo.',
  backToPanel: 'Volver al panel',
} as const;
