/** Every Spanish text the HTTP layer answers with (before or around any feature's route), together for review. */
export const HTTP_TEXTS = {
  invalidBody: 'Revise los datos enviados',
  invalidFilters: 'Revise los filtros de la búsqueda',
  notJson: 'El cuerpo de la solicitud no es JSON válido',
  tooLarge: 'La solicitud es demasiado grande (máximo 1 MB)',
  jsonOnly: 'El contenido debe enviarse como JSON (application/json)',
  unknownRoute: 'La ruta solicitada no existe',
  /** `allowed`: the methods the path takes, as the Allow header lists them. */
  methodNotAllowed: (allowed: string) => `Esta ruta no admite ese método; admite: ${allowed}`,
  malformedPath: 'La dirección solicitada no es válida: contiene caracteres mal codificados',
  /** `code`: the request's id (X-Request-Id), which finds the request's lines in the log. */
  unexpected: (code: string) =>
    `Error inesperado (código ${code}). Inténtelo de nuevo en unos minutos; si vuelve a ocurrir, comunique este código.`,
  unavailable: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  foreignOrigin: 'Solicitud rechazada: origen no permitido',
  badIdempotencyKey: 'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres imprimibles (letras, números o símbolos).',
  busyIdempotencyKey: 'Una solicitud con la misma clave se está procesando. Inténtelo de nuevo en unos segundos.',
  reusedIdempotencyKey:
    'Esta clave Idempotency-Key ya se usó con otros datos. Reenvíe los mismos datos o use una clave nueva para una solicitud distinta.',
} as const;
