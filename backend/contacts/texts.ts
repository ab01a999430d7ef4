/** Every Spanish text the contacts API answers with, together for review. */
export const CONTACT_TEXTS = {
  notFound: 'El contacto no existe o fue eliminado',
} as const;
