/**
 * Every text of the case details dialog, together for review: the case form, its versions and conflicts,
 * the 'Descargar' menu, the e-mailed copies and the images section. The texts are the product's, verbatim (docs/product-rules.md).
 */
export const CASE_TEXTS = {
  open: 'Detalles',
  unsavedBadge: 'Cambios sin guardar',
  title: (name: string) => `Detalles del caso · ${name}`,
  loading: 'Cargando el caso...',
  loadError: 'No se pudo cargar el caso.',
  /** The dialog's own code could not be fetched (the next press tries again). */
  openError: { title: 'Error', description: 'No se pudo cargar el caso.' },
  retry: 'Reintentar',
  destination: 'Destino (formulario)',
  stage: 'Etapa del proceso',
  documentsReview: 'Revisión de documentos',
  documentsReviewStatus: { pending: 'Pendiente', verified: 'Verificados', incomplete: 'Incompletos' } as Record<string, string>,
  instructionsTitle: 'Revisa dos veces',
  instructions:
    'cada dato antes de guardar: debe coincidir con los documentos del cliente. Escribe NA en los campos que no apliquen a este caso (en fechas, listas y casillas, pulsa «No aplica»); los campos con NA se muestran en gris.',
  sectionProgress: (filled: number, total: number) => `${filled}/${total}`,
  sectionProgressLabel: (filled: number, total: number) => `${filled} de ${total} campos completados`,
  readinessTitle: 'Avisos antes de presentar el caso',
  readyToFile: 'Listo para presentar',
  readyToFileNote: 'Todos los campos obligatorios tienen respuesta.',
  missingTitle: (count: number) =>
    count === 1 ? 'Falta 1 campo obligatorio para presentar el caso' : `Faltan ${count} campos obligatorios para presentar el caso`,
  missingNote: 'Puede guardar el caso igualmente. Pulse un campo para ir a él.',
  missingInSection: (count: number) => (count === 1 ? 'Falta 1' : `Faltan ${count}`),
  missingInSectionLabel: (count: number) => (count === 1 ? 'Falta 1 campo obligatorio' : `Faltan ${count} campos obligatorios`),
  wrongValues: (count: number, first: string) =>
    count === 1 ? `No se guardó: corrija «${first}».` : `No se guardó: hay ${count} campos por corregir, empezando por «${first}».`,
  notSaved: (reason: string | null) =>
    reason
      ? `No se guardó (${reason}). Sus cambios siguen aquí: inténtelo de nuevo.`
      : 'No se guardó: no hay conexión con el servidor. Sus cambios siguen aquí: inténtelo de nuevo.',
  readinessNote: 'Son avisos: no impiden guardar.',
  draftRestored: 'Se recuperaron cambios sin guardar de esta sesión del navegador.',
  discardDraft: 'Descartar cambios recuperados',
  unsaved: 'Cambios sin guardar',
  cancel: 'Cancelar',
  save: 'Guardar Cambios',
  saving: 'Guardando...',
  saved: { title: 'Cambios guardados', description: 'El caso quedó guardado como una nueva versión.' },
  saveError: { title: 'Error al guardar', description: 'No se pudieron guardar los cambios.' },
  fixFields: (count: number) => (count === 1 ? 'Hay 1 campo por corregir.' : `Hay ${count} campos por corregir.`),
  closePrompt: {
    title: 'Cambios sin guardar',
    question: 'Hay cambios sin guardar en este caso. Si cierra ahora, se perderán.',
    keepEditing: 'Seguir editando',
    discard: 'Descartar cambios',
  },
  conflict: {
    title: 'Otra persona guardó este caso mientras usted lo editaba',
    description: (who: string, when: string) =>
      `Versión guardada por ${who} el ${when}. Compare los campos que difieren y elija qué versión conservar.`,
    field: 'Campo',
    mine: 'Sus cambios',
    theirs: 'Versión guardada',
    empty: '(vacío)',
    none: 'Los datos del formulario coinciden; solo cambió la versión.',
    keepMine: 'Conservar mis cambios',
    takeTheirs: 'Usar la versión guardada',
    back: 'Volver a editar',
    someone: 'otra persona',
  },
  versions: {
    title: 'Versiones guardadas',
    empty: 'Este caso aún no tiene versiones guardadas.',
    loadError: 'No se pudo cargar el historial.',
    by: (who: string) => `por ${who}`,
    restore: 'Restaurar',
    restoring: 'Restaurando...',
    restored: { title: 'Versión restaurada', description: 'Revise los datos y pulse «Guardar Cambios» para conservarla.' },
    restoreError: { title: 'Error al restaurar', description: 'No se pudo cargar la versión guardada.' },
    template: (label: string, version: number) => `${label}, versión ${version}`,
    upgraded: (from: number, to: number) => `Actualizado de la versión ${from} a la ${to}`,
    /** A save sent without the version it was read at (through the API): written over the one before unseen. */
    unchecked: 'Guardada sin comprobar la versión',
    uncheckedHint:
      'Se guardó por la API sin indicar la versión leída: pudo reemplazar cambios de la versión anterior, que sigue en esta lista.',
  },
  upgrade: {
    current: (version: number) => `Versión del formulario: ${version}`,
    available: (current: number, latest: number) =>
      `Este caso usa la versión ${current} del formulario; ya está publicada la versión ${latest}.`,
    action: (version: number) => `Actualizar a la versión ${version}`,
    unsavedFirst: 'Guarde o descarte los cambios sin guardar antes de actualizar: la actualización parte del caso guardado.',
    description: (from: number, to: number, label: string) =>
      `El caso pasará de la versión ${from} a la ${to} del formulario de ${label}. Revise los cambios antes de confirmar.`,
    loading: 'Cargando los cambios...',
    setApartTitle: 'Valores de este caso que se apartarán',
    setApartNote: 'No se pierden: quedarán, sin poder editarse, en «Campos retirados» del caso y en su PDF.',
    returnedTitle: 'Respuestas apartadas que vuelven al caso',
    returnedNote: 'Esta versión vuelve a tener sus campos y el caso no tiene otra respuesta en ellos: se ponen de nuevo donde estaban.',
    changesTitle: 'Cambios del formulario',
    noChanges: 'Esta versión no cambia los campos del formulario.',
    affects: 'Afecta a datos guardados',
    moving: 'Actualizando...',
    cancel: 'Cancelar',
    retry: 'Reintentar',
    done: (version: number, kept: number, returned: number) => ({
      title: `Caso actualizado a la versión ${version}`,
      description: [
        kept === 0
          ? 'Todas las respuestas pasaron a la nueva versión.'
          : kept === 1
            ? 'Se conservó 1 valor en «Campos retirados».'
            : `Se conservaron ${kept} valores en «Campos retirados».`,
        returned === 0
          ? ''
          : returned === 1
            ? 'Volvió al caso 1 respuesta apartada.'
            : `Volvieron al caso ${returned} respuestas apartadas.`,
      ]
        .filter(Boolean)
        .join(' '),
    }),
    failed: (reason: string | null) =>
      reason
        ? `No se actualizó el caso (${reason}). Nada cambió: inténtelo de nuevo.`
        : 'No se actualizó el caso: no hay conexión con el servidor. Nada cambió: inténtelo de nuevo.',
    stale: {
      title: 'No se actualizó el caso',
      description: 'Otra persona lo guardó mientras tanto: ahora se ve lo que guardó. Revíselo y vuelva a actualizar.',
    },
  },
  retired: {
    title: 'Campos retirados',
    note: 'Respuestas que una actualización del formulario apartó: estaban en campos que la versión nueva no tenía, o con valores que no admitía. Se conservan tal como se escribieron y no se pueden editar.',
    fieldIsBack: 'El formulario vuelve a tener este campo y el caso tiene otra respuesta en él: esta se conserva aparte.',
    origin: (from: number, to: number) => `Escrito en la versión ${from}; apartado al pasar a la versión ${to}.`,
    refused: (to: number, message: string) => `La versión ${to} no admite este valor: ${message}`,
    internal: 'Solo para el equipo: no aparece en el PDF.',
  },
  summaryFields: { formTemplate: 'Destino', currentStage: 'Etapa del proceso', documentsReviewStatus: 'Revisión de documentos' } as Record<
    string,
    string
  >,
  yes: 'Sí',
  no: 'No',
  download: {
    menu: 'Descargar',
    pdf: 'Descargar PDF',
    email: 'Enviar copia por correo',
    generating: 'Generando PDF...',
    pdfDone: (fileName: string) => ({ title: 'PDF descargado', description: `Se guardó como ${fileName}.` }),
    pdfError: { title: 'Error al generar PDF', description: 'No se pudo crear el documento. Inténtelo de nuevo.' },
  },
  emailCopy: {
    title: 'Enviar copia por correo',
    description: 'Se enviará el PDF del caso, tal como se ve ahora, como archivo adjunto.',
    to: 'Correo del destinatario',
    invalid: 'Escriba un correo electrónico válido, por ejemplo nombre@correo.com',
    cancel: 'Cancelar',
    send: 'Enviar copia',
    sending: 'Enviando...',
    sent: (to: string) => ({ title: 'Copia enviada', description: `La copia del caso se enviará a ${to} en unos instantes.` }),
    error: { title: 'Error al enviar correo' },
    network: 'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
  },
  copies: {
    heading: 'Copias enviadas por correo',
    requested: (when: string) => `Solicitada el ${when}`,
    sent: (when: string) => `Entregada al servidor de correo el ${when}`,
    status: {
      queued: 'En cola',
      retrying: 'Reintentando',
      sent: 'Enviada',
      failed: 'No se pudo enviar',
    },
    failedAttempts: (count: number) =>
      count === 1 ? '1 intento fallido; se volverá a intentar.' : `${count} intentos fallidos; se volverá a intentar.`,
    failedHelp: 'El servidor de correo la rechazó en cada intento. Revise la dirección y envíela de nuevo desde «Descargar».',
  },
  images: {
    heading: 'Imágenes del caso',
    rules: 'Solo imágenes (JPEG, PNG, WebP, GIF o HEIC), hasta 10 por caso y 10 MB cada una.',
    choose: 'Elegir imágenes',
    count: (count: number) => (count === 1 ? '1 imagen de 10' : `${count} imágenes de 10`),
    loading: 'Cargando imágenes...',
    loadError: 'No se pudieron cargar las imágenes.',
    retry: 'Reintentar',
    empty: 'Este caso no tiene imágenes todavía.',
    pendingHeading: 'Listas para subir',
    upload: (count: number) => (count === 1 ? 'Subir 1 imagen' : `Subir ${count} imágenes`),
    uploading: 'Subiendo...',
    discard: 'Quitar',
    discardAll: 'Descartar',
    progress: (name: string) => `Progreso de ${name}`,
    uploaded: (count: number) => ({ title: count === 1 ? 'Imagen subida' : `${count} imágenes subidas` }),
    uploadError: { title: 'Error al subir imagen' },
    deleteError: { title: 'Error al eliminar imagen' },
    deleted: { title: 'Imagen eliminada' },
    preview: 'Ver imagen',
    download: 'Descargar',
    delete: 'Eliminar',
    deleteTitle: 'Eliminar imagen',
    deleteQuestion: (name: string) => `¿Eliminar la imagen «${name}» de este caso? No se puede deshacer.`,
    cancel: 'Cancelar',
    working: 'Eliminando...',
    close: 'Cerrar',
    refused: {
      notImage: (name: string) => `«${name}» no es una imagen admitida (JPEG, PNG, WebP, GIF o HEIC).`,
      tooLarge: (name: string, size: string) => `«${name}» pesa ${size}: el máximo es 10 MB por imagen.`,
      empty: (name: string) => `«${name}» está vacío.`,
      tooMany: (name: string) => `«${name}» no se añadió: cada caso admite como máximo 10 imágenes.`,
      duplicate: (name: string) => `«${name}» ya está en la lista para subir.`,
    },
    /** The upload errors of docs/product-rules.md, Images ('Request has expired', 'Non 2xx', 'Unknown error') in words a consultant can act on. */
    errors: {
      expired: 'El permiso para subir esta imagen caducó o la conexión tardó demasiado. Pulse «Reintentar».',
      non2xx: 'El servidor no aceptó esta imagen. Pulse «Reintentar»; si vuelve a fallar, avise a un administrador.',
      unknown: 'No se pudo subir la imagen: compruebe la conexión a internet y pulse «Reintentar».',
      notAnImage: 'El archivo no es una imagen admitida: use JPEG, PNG, WebP, GIF o HEIC.',
      tooLarge: 'La imagen supera el tamaño máximo de 10 MB.',
      tooMany: 'Este caso ya tiene 10 imágenes: elimine una para subir otra.',
      signedOut: 'Su sesión terminó: vuelva a entrar y pulse «Reintentar».',
      gone: 'La subida se interrumpió y ya no puede continuar: quite la imagen y elíjala de nuevo.',
    },
    cancelUpload: 'Cancelar subida',
    retryUpload: 'Reintentar',
    cancelled: 'Subida cancelada.',
  },
};
