/** Every text of the form demonstration, together for review. */
export const FORM_DEMO_TEXTS = {
  title: 'Demostración de formulario',
};
