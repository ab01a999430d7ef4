/** Every text of the 404 page, together for review. The texts are the product's, verbatim (docs/product-rules.md). */
export const NOT_FOUND_TEXTS = {
  documentTitle: 'Página no encontrada',
  heading: 'Page Not Found',
  explanation: 'La página que busca no existe o fue movida.',
  home: 'Volver al inicio',
};
