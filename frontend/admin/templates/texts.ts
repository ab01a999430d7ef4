/** Every text of the 'Plantillas' tab (the template editor). */
export const TEMPLATE_TEXTS = {
  heading: 'Plantillas',
  choose: 'Plantilla',
  loading: 'Cargando...',
  loadFailed: 'No se pudieron cargar las plantillas. Recargue la página para intentarlo de nuevo.',
  caseGroup: 'Formularios de caso',
  interviewGroup: 'Entrevista',
  formGroup: 'Otros formularios',
  option: (label: string, version: number) => `${label} (versión ${version})`,
  kindName: { case: 'Formulario de caso', interview: 'Entrevista (pasos)', rules: 'Reglas de puntuación', form: 'Formulario' },
  list: {
    title: 'Todas las plantillas',
    kind: 'Tipo',
    template: 'Plantilla',
    version: 'Versión publicada',
    publishedBy: 'Publicada por',
    publishedAt: 'Fecha',
    draft: 'Borrador',
    hasDraft: 'Sí, sin publicar',
    noDraft: 'No',
    open: 'Abrir',
    openLabel: (label: string) => `Abrir ${label}`,
    openedLabel: (label: string) => `Abierta ${label}`,
    opened: 'Abierta',
    summary: (kind: string, version: number, by: string | null, at: string | null, draft: boolean) =>
      `${kind} · versión ${version} · ${by ? `publicada por ${by}${at ? ` el ${at}` : ''}` : 'incluida en la aplicación'}${draft ? ' · con borrador sin publicar' : ''}`,
  },
  views: { label: 'Modo de edición', fields: 'Campos', schema: 'Esquema (JSON)', uiSchema: 'UI schema (JSON)' },
  editorLabel: {
    schema: 'Esquema JSON de la plantilla',
    uiSchema: 'UI schema JSON de la plantilla',
    rules: 'Reglas de puntuación en JSON',
  },
  problemsTitle: (count: number) =>
    count === 1
      ? 'Hay 1 problema; la vista previa muestra la última versión válida'
      : `Hay ${count} problemas; la vista previa muestra la última versión válida`,
  problemLine: (line: number) => `Línea ${line}`,
  warningsTitle: (count: number) =>
    count === 1
      ? 'Hay 1 aviso; la plantilla es válida y se puede publicar:'
      : `Hay ${count} avisos; la plantilla es válida y se puede publicar:`,
  moreWarnings: (count: number) => (count === 1 ? '…y 1 aviso más, marcado en el JSON.' : `…y ${count} avisos más, marcados en el JSON.`),
  documentName: { schema: 'Esquema', uiSchema: 'UI schema', rules: 'Reglas' },
  step: 'Paso',
  /** The interview's hidden `region` field, left out of the field list. */
  regionNotListed:
    'La región de destino no figura en la lista: la entrevista la rellena con su región y los campos de una sola región se muestran según ella.',
  rules: {
    intro:
      'Puntos por respuesta, pesos de los pasos y umbrales de las calificaciones. Se comprueban mientras escribe contra el esquema de las reglas y los pasos publicados de la entrevista.',
    previewTitle: 'Casos de referencia con este borrador',
    previewIntro: 'La calificación que darían las reglas publicadas y la que da el borrador.',
    caseName: 'Caso',
    published: 'Publicadas',
    draft: 'Borrador',
    changed: 'cambia',
    loadingSteps: 'Cargando los pasos de la entrevista...',
  },
  fixJsonFirst: 'Corrija primero los problemas del JSON: la lista de campos trabaja sobre una plantilla válida.',
  preview: 'Vista previa',
  previewFailed:
    'El formulario no puede dibujar esta sección del borrador: revise sus «$ref», los «ui:widget» del UI schema y que cada campo sea un objeto JSON { }.',
  server: {
    noDraft: 'Sin borrador guardado: los cambios se guardan solos como borrador.',
    draftFrom: (by: string) => `Borrador guardado por ${by}: los cambios se guardan solos.`,
    pending: 'Cambios sin guardar todavía: se guardan en un momento.',
    saving: 'Guardando el borrador…',
    savingLast: 'Guardando los últimos cambios de esta plantilla…',
    conflictState: 'Sin guardar: elija qué borrador conservar.',
    saved: 'Borrador guardado.',
    saveFailed: 'No se pudo guardar el borrador; sus cambios siguen aquí.',
    heldByProblems: 'Sin guardar: el JSON tiene errores (señalados abajo). Corríjalos y el borrador se guardará solo.',
    draftGone: 'Otra persona descartó este borrador. Sus cambios siguen aquí: el próximo cambio los guarda como un borrador nuevo.',
    conflictTitle: (by: string) => `${by} guardó este borrador mientras usted lo editaba. Elija cuál conservar.`,
    conflictIntro: (by: string) => `Lo que su borrador cambia respecto al guardado por ${by}:`,
    conflictSame: 'Los dos borradores tienen el mismo contenido: conservar cualquiera de los dos no pierde nada.',
    conflictPlaces: (count: number) => (count === 1 ? 'Cambia 1 lugar del JSON:' : `Cambian ${count} lugares del JSON:`),
    conflictAllPlaces: (count: number) =>
      count === 1
        ? 'El lugar del JSON que cambia (1)'
        : `Todos los lugares del JSON que cambian (${count}), también ayuda, orden y presentación`,
    conflictJson: 'Ver el JSON completo de los dos borradores',
    wholeDocument: '(todo el documento)',
    morePlaces: (count: number) => `…y ${count} ${count === 1 ? 'lugar más' : 'lugares más'}.`,
    theirs: 'Borrador guardado en el servidor',
    mine: 'Su borrador',
    useTheirs: 'Usar el del servidor',
    keepMine: 'Conservar el mío',
    publishTitle: 'Publicar',
    check: 'Comprobar',
    checkFailed: 'No se pudo comprobar el borrador.',
    checkProblems: (count: number) => (count === 1 ? 'El borrador tiene 1 problema:' : `El borrador tiene ${count} problemas:`),
    checkWarnings: (count: number) => (count === 1 ? '1 aviso, que no impide publicar:' : `${count} avisos, que no impiden publicar:`),
    /** What a kind's saved records are called: 'casos' (masculine), 'entrevistas' and 'tareas' (feminine). */
    records: {
      case: {
        one: 'caso',
        many: 'casos',
        saved: 'guardados',
        savedOne: 'guardado',
        the: 'Los',
        theOne: 'El',
        none: 'No hay casos guardados con esta plantilla: nada que comprobar.',
      },
      interview: {
        one: 'entrevista',
        many: 'entrevistas',
        saved: 'guardadas',
        savedOne: 'guardada',
        the: 'Las',
        theOne: 'La',
        none: 'No hay entrevistas guardadas: nada que comprobar.',
      },
      form: {
        one: 'tarea',
        many: 'tareas',
        saved: 'guardadas',
        savedOne: 'guardada',
        the: 'Las',
        theOne: 'La',
        none: 'No hay tareas guardadas: nada que comprobar.',
      },
    },
    checkRecords: (noun: RecordNoun, total: number, failing: number) =>
      failing
        ? `${failing} de ${total} ${noun.many} ${noun.saved} no pasarían con este borrador:`
        : total === 0
          ? noun.none
          : total === 1
            ? `${noun.theOne} ${noun.one} ${noun.savedOne} pasa con este borrador.`
            : `${noun.the} ${total} ${noun.many} ${noun.saved} pasan con este borrador.`,
    failingRecord: (noun: RecordNoun, name: string, version: number) =>
      `${noun.one[0].toUpperCase()}${noun.one.slice(1)} de ${name} (versión ${version}):`,
    retiredHeld: (noun: RecordNoun, place: string, count: number) =>
      `El campo retirado «${place}» conserva datos en ${count} ${count === 1 ? noun.one : noun.many}.`,
    unoffered: (noun: RecordNoun, option: string, place: string, count: number) =>
      `La opción «${option}» de «${place}» ya no se ofrece y está en ${count} ${count === 1 ? noun.one : noun.many}.`,
    changesTitle: 'Cambios respecto a la versión publicada',
    changes: (changes: number, affecting: number) =>
      `Respecto a la versión publicada, el borrador hace ${changes} ${changes === 1 ? 'cambio' : 'cambios'}; ${affecting === 0 ? 'ninguno afecta' : affecting === 1 ? '1 afecta' : `${affecting} afectan`} a datos guardados:`,
    noChanges: 'Respecto a la versión publicada, el borrador no cambia ningún campo ni opción.',
    ruleChanges: (changes: number) =>
      changes === 1
        ? 'Respecto a la versión publicada, el borrador hace 1 cambio en las reglas:'
        : `Respecto a la versión publicada, el borrador hace ${changes} cambios en las reglas:`,
    noRuleChanges: 'Respecto a la versión publicada, las reglas no cambian.',
    unscored: (option: string, field: string) =>
      `La opción «${option}» de «${field}» no tiene puntos en las reglas publicadas: cuenta 0 hasta que las reglas se la den.`,
    rescoredNone: 'Ningún caso de referencia ni entrevista finalizada cambia de calificación con este borrador.',
    rescoredGolden: (count: number) =>
      count === 1 ? '1 caso de referencia cambia de calificación:' : `${count} casos de referencia cambian de calificación:`,
    rescoredInterviews: (total: number, changed: number) => `${changed} de ${total} entrevistas finalizadas cambiarían de calificación:`,
    ratingChange: (name: string, current: string, draft: string, scores: string) => `${name}: ${current} → ${draft} (${scores})`,
    note: 'Nota de la versión',
    noteRequired: 'Escriba una nota que explique el cambio.',
    publish: 'Publicar',
    published: (version: number) => `Versión ${version} publicada.`,
    publishFailed: 'No se pudo publicar; el borrador sigue guardado.',
  },
  discard: {
    open: 'Descartar borrador',
    title: 'Descartar el borrador',
    question: (label: string, savedBy: string | null) =>
      `Se borrará el borrador de «${label}»${savedBy ? `, guardado por última vez por ${savedBy}` : ''}: se perderán todos sus cambios sin publicar, también los de otras personas que editen esta plantilla. No se puede deshacer.`,
    after: (version: number) => `El editor volverá a la versión publicada ${version}, que no cambia.`,
    confirm: 'Descartar borrador',
    failed: 'No se pudo descartar el borrador; sigue guardado.',
    done: (version: number) => `Borrador descartado: el editor muestra la versión publicada ${version}.`,
  },
  section: 'Sección',
  fields: {
    listLabel: 'Campos de la sección',
    required: 'Obligatorio',
    conditional: 'Condicional',
    label: 'Etiqueta',
    help: 'Texto de ayuda',
    placeholder: 'Texto de ejemplo',
    options: 'Opciones',
    optionLabel: (code: string) => `Etiqueta de la opción «${code}»`,
    optionUp: (label: string) => `Subir la opción «${label}»`,
    optionDown: (label: string) => `Bajar la opción «${label}»`,
    newOption: 'Nueva opción',
    addOption: 'Añadir opción',
    showWhen: 'Mostrar solo si',
    always: 'Siempre',
    showWhenValues: 'tiene una de estas respuestas',
    /** A field chosen in 'Mostrar solo si' with no answer ticked yet: nothing has changed so far. */
    showWhenIncomplete: (current: string | null) =>
      current
        ? `Marque al menos una respuesta: hasta entonces el campo sigue mostrándose según «${current}».`
        : 'Marque al menos una respuesta: hasta entonces el campo se muestra siempre.',
    yes: 'Sí',
    no: 'No',
    position: 'Posición',
    up: 'Subir',
    down: 'Bajar',
    moveTo: 'Mover a la sección',
    move: 'Mover',
    retire: 'Retirar campo',
    retireNote: 'Se quita del formulario; los datos ya guardados se conservan.',
    retired: (count: number) => `${count} ${count === 1 ? 'campo retirado' : 'campos retirados'}`,
    retiredNow: (title: string) => `Campo «${title}» retirado del formulario.`,
    undo: 'Deshacer',
    restored: (title: string) => `Campo «${title}» restaurado en su sitio.`,
  },
  newField: {
    title: 'Nuevo campo',
    label: 'Etiqueta del campo nuevo',
    kind: 'Tipo',
    kinds: {
      texto: 'Texto corto',
      textoLargo: 'Texto largo',
      numero: 'Número',
      fecha: 'Fecha',
      siNo: 'Sí o no',
      opcion: 'Una opción',
      variasOpciones: 'Varias opciones',
    },
    options: 'Opciones (una por línea)',
    add: 'Añadir campo',
    added: (key: string) => `Campo añadido con la clave «${key}».`,
  },
  versions: {
    title: 'Versiones publicadas',
    version: (version: number) => `Versión ${version}`,
    current: 'En uso',
    shipped: 'Incluida en la aplicación',
    restoresVersion: (version: number) => `Restaura la versión ${version}`,
    fingerprint: 'Huella',
    fingerprintHelp: 'Huella del contenido (SHA-256): dos versiones con la misma huella tienen el mismo contenido.',
    restore: 'Restaurar esta versión',
    restoreTitle: (version: number) => `Restaurar la versión ${version}`,
    restoreQuestion: (version: number, next: number) =>
      `Se publicará de nuevo el contenido de la versión ${version} como versión ${next}. Ninguna versión se borra y cada caso guardado conserva la suya.`,
    restoreDraftKept: 'El borrador en curso no cambia: si lo publica después, sustituirá a esta versión.',
    restoreNote: 'Nota de la nueva versión',
    restoreNoteHelp: 'Explique por qué se vuelve a esta versión.',
    restoreNoteRequired: 'Escriba una nota que explique la vuelta atrás.',
    restoreConfirm: 'Restaurar',
    restored: (version: number, next: number) => `Versión ${version} restaurada como versión ${next}.`,
    restoreFailed: 'No se pudo restaurar la versión. Inténtelo de nuevo.',
    compareTitle: 'Comparar dos versiones',
    from: 'Desde la versión',
    to: 'Hasta la versión',
    onlyOne: 'Solo hay una versión: todavía no hay nada que comparar.',
    same: 'Elija dos versiones distintas para compararlas.',
    comparing: 'Comparando…',
    compareFailed: 'No se pudieron comparar las versiones.',
    noChanges: 'Ningún campo ni opción cambia entre estas versiones (pueden cambiar la ayuda, el orden o la presentación).',
    summary: (changes: number, affecting: number) =>
      `${changes} ${changes === 1 ? 'cambio' : 'cambios'}; ${affecting === 0 ? 'ninguno afecta' : affecting === 1 ? '1 afecta' : `${affecting} afectan`} a datos guardados.`,
    affects: 'Afecta a datos guardados',
    groups: {
      fieldsAdded: 'Campos añadidos',
      fieldsRetired: 'Campos retirados',
      fieldsChanged: 'Campos modificados',
      optionsAdded: 'Opciones añadidas',
      optionsRetired: 'Opciones retiradas',
      optionsChanged: 'Opciones con otra etiqueta',
      rules: 'Cambios en las reglas',
    },
    rulesSummary: (changes: number) =>
      changes === 1 ? '1 cambio en las reglas de puntuación.' : `${changes} cambios en las reglas de puntuación.`,
    noRuleChanges: 'Las reglas de puntuación no cambian entre estas versiones.',
    optionOf: (place: string) => `en ${place}`,
    relabelled: (before: string, after: string) => `«${before}» → «${after}»`,
    auditTitle: 'Registro de cambios',
    auditLoading: 'Cargando el registro…',
    auditEmpty: {
      case: 'Todavía no hay publicaciones, restauraciones ni casos pasados a otra versión.',
      other: 'Todavía no se ha publicado ni restaurado ninguna versión desde aquí.',
    },
    auditFailed: 'No se pudo cargar el registro de cambios.',
    actions: { publish: 'Publicación', rollback: 'Restauración', case_upgrade: 'Actualización de un caso' },
    /** The audit's sentences: who did what to which template ('de las reglas de puntuación'). */
    audit: {
      of: {
        case: 'del formulario de caso',
        interview: 'de los pasos de la entrevista',
        rules: 'de las reglas de puntuación',
        form: 'del formulario de tareas',
      },
      publish: (by: string, of: string, from: number | null, to: number) =>
        `${by} publicó la versión ${to} ${of}${from ? `, que sustituye a la ${from}` : ''}`,
      rollback: (by: string, of: string, from: number | null, to: number) =>
        `${by} volvió a publicar la versión ${from ?? '?'} ${of} como versión ${to}`,
      upgrade: (by: string, of: string, name: string | null, from: number | null, to: number) =>
        `${by} pasó ${name ? `el caso de ${name}` : 'un caso de una consulta ya eliminada'} de la versión ${from ?? '?'} a la ${to} ${of}`,
    },
  },
  /** The preview with a saved record loaded: a case (case forms), an interview (its steps), a task (the task form). */
  records: {
    case: {
      title: 'Ver un caso guardado',
      search: 'Buscar un caso guardado',
      searchHelp: 'Nombre del solicitante o de la consulta, correo o teléfono.',
      loading: 'Buscando casos…',
      none: 'Todavía no hay casos guardados con esta plantilla.',
      noMatch: 'Ningún caso guardado coincide con la búsqueda.',
      more: (shown: number, total: number) =>
        `Se muestran los ${shown} guardados más recientemente de ${total}: escriba para buscar otros.`,
      consultation: (name: string, email: string) => `Consulta de ${name} (${email})`,
      appointment: (day: string) => `cita el ${day}`,
      savedWith: (version: number) => `guardado con la versión ${version}`,
      opening: 'Abriendo el caso…',
      openFailed: 'No se pudo abrir el caso.',
      shown: (name: string, version: number) => `Vista previa con el caso de ${name} (guardado con la versión ${version}).`,
      notSaved: 'Lo que escriba aquí no se guarda en el caso.',
      clear: 'Quitar el caso',
      checking: 'Comprobando el caso con el borrador…',
      checkFailed: 'No se pudo comprobar el caso con el borrador.',
      allValid: 'Con este borrador, todas las respuestas del caso son válidas.',
      wrong: (count: number) =>
        count === 1
          ? 'Con este borrador, 1 respuesta del caso no sería válida:'
          : `Con este borrador, ${count} respuestas del caso no serían válidas:`,
      missing: (count: number) =>
        count === 1
          ? 'Falta 1 respuesta obligatoria (no impide guardar el caso).'
          : `Faltan ${count} respuestas obligatorias (no impiden guardar el caso).`,
    },
    interview: {
      title: 'Ver una entrevista guardada',
      search: 'Buscar una entrevista guardada',
      searchHelp: 'Nombre del cliente.',
      loading: 'Buscando entrevistas…',
      none: 'Todavía no hay entrevistas guardadas.',
      noMatch: 'Ninguna entrevista guardada coincide con la búsqueda.',
      more: (shown: number, total: number) =>
        `Se muestran las ${shown} guardadas más recientemente de ${total}: escriba para buscar otras.`,
      completed: 'Completada',
      inProgress: (step: number, count: number) => `En curso, paso ${step} de ${count}`,
      savedOn: (day: string, version: number) => `guardada el ${day} con la versión ${version} de los pasos`,
      opening: 'Abriendo la entrevista…',
      openFailed: 'No se pudo abrir la entrevista.',
      shown: (name: string, version: number) =>
        `Vista previa con la entrevista de ${name} (guardada con la versión ${version} de los pasos).`,
      checkedAs: (region: string) => `Cada paso se comprueba con la región de la entrevista, ${region}, como al guardarlo.`,
      notSaved: 'Lo que escriba aquí no se guarda en la entrevista.',
      clear: 'Quitar la entrevista',
      checking: 'Comprobando la entrevista con el borrador…',
      checkFailed: 'No se pudo comprobar la entrevista con el borrador.',
      allValid: 'Con este borrador, todas las respuestas de la entrevista son válidas.',
      wrong: (count: number) =>
        count === 1
          ? 'Con este borrador, 1 respuesta de la entrevista no sería válida:'
          : `Con este borrador, ${count} respuestas de la entrevista no serían válidas:`,
    },
    form: {
      title: 'Ver una tarea guardada',
      search: 'Buscar una tarea guardada',
      searchHelp: 'Título de la tarea.',
      loading: 'Buscando tareas…',
      none: 'Todavía no hay tareas guardadas.',
      noMatch: 'Ninguna tarea guardada coincide con la búsqueda.',
      more: (shown: number, total: number) => `Se muestran las ${shown} enviadas más recientemente de ${total}: escriba para buscar otras.`,
      sentOn: (day: string, by: string | null) => (by ? `enviada el ${day} por ${by}` : `enviada el ${day}`),
      sentWith: (version: number) => `con la versión ${version} del formulario`,
      opening: 'Abriendo la tarea…',
      openFailed: 'No se pudo abrir la tarea.',
      shown: (name: string, version: number) => `Vista previa con la tarea «${name}» (enviada con la versión ${version} del formulario).`,
      checkedAs: (day: string) => `Se comprueba como el día en que se envió, el ${day}: la fecha límite se compara con ese día.`,
      notSaved: 'Lo que escriba aquí no se guarda en la tarea.',
      clear: 'Quitar la tarea',
      checking: 'Comprobando la tarea con el borrador…',
      checkFailed: 'No se pudo comprobar la tarea con el borrador.',
      allValid: 'Con este borrador, todas las respuestas de la tarea son válidas.',
      wrong: (count: number) =>
        count === 1
          ? 'Con este borrador, 1 respuesta de la tarea no sería válida:'
          : `Con este borrador, ${count} respuestas de la tarea no serían válidas:`,
    },
    /** Instead of the record picker, for roles that may not open saved records (they hold clients' data). */
    administradoresOnly:
      'Probar el borrador con casos, entrevistas o tareas guardados es solo para administradores: muestran datos de clientes.',
    inSection: (section: string, field: string) => `${section} › ${field}`,
    answer: (value: string) => `(respuesta: «${value}»)`,
    yes: 'Sí',
    no: 'No',
  },
} as const;

export interface RecordNoun {
  one: string;
  many: string;
  saved: string;
  savedOne: string;
  the: string;
  theOne: string;
  none: string;
}
