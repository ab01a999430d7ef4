import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * Every text of one's own account, together for review: 'Mi cuenta' (password, two-factor sign-in,
 * sessions) and the steps a session must take before the panel (a new password, two-factor set-up).
 */
export const ACCOUNT_TEXTS = {
  /** The header's button and the dialog it opens. */
  dialog: {
    open: 'Mi cuenta',
    title: 'Mi cuenta',
    description: (name: string, username: string) => `${name} · usuario ${username}`,
  },

  /** A session that must choose a password or set up two-factor sign-in before the panel. */
  required: {
    password: {
      title: 'Elija una contraseña nueva',
      intro: 'Su cuenta tiene una contraseña temporal. Antes de entrar al panel, elija una contraseña nueva que solo usted conozca.',
    },
    twoFactor: {
      title: 'Active la verificación en dos pasos',
      intro:
        'La oficina exige la verificación en dos pasos para entrar al panel: además de su contraseña, se le pedirá un código de su teléfono. Actívela ahora para continuar.',
    },
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando...',
    continue: 'Continuar al panel',
    passwordSaved: 'Contraseña guardada',
    twoFactorOn: 'Verificación en dos pasos activada',
  },

  password: {
    heading: 'Cambiar contraseña',
    current: 'Contraseña actual',
    currentOrTemporary: 'Contraseña actual o temporal',
    next: 'Contraseña nueva',
    repeat: 'Repita la contraseña nueva',
    show: 'Mostrar las contraseñas',
    rulesTitle: 'La contraseña nueva debe:',
    rules: (username: string) => [
      'tener al menos 8 caracteres (mejor una frase de varias palabras);',
      'no ser una contraseña común, como «12345678» o «contraseña1»;',
      `no contener su nombre de usuario («${username}»).`,
    ],
    submit: 'Cambiar contraseña',
    submitRequired: 'Guardar y continuar',
    submitting: 'Guardando...',
    missingCurrent: 'Escriba su contraseña actual',
    missingNext: 'Escriba la contraseña nueva',
    tooShort: 'La contraseña debe tener al menos 8 caracteres',
    containsUsername: 'La contraseña no puede contener el nombre de usuario',
    mismatch: 'Las dos contraseñas nuevas no coinciden',
    changed: 'Contraseña cambiada',
    otherSessionsEnded:
      'Sus otras sesiones se cerraron: en los demás navegadores tendrá que iniciar sesión de nuevo con la contraseña nueva.',
  },

  twoFactor: {
    heading: 'Verificación en dos pasos',
    off: 'Desactivada. Al iniciar sesión solo se le pide la contraseña.',
    appOffWithKeys: 'Activada con llaves de acceso. También puede añadir una aplicación de autenticación.',
    offExplained:
      'Con la verificación en dos pasos, además de la contraseña se le pide un código que cambia cada 30 segundos en una aplicación de su teléfono: quien conozca su contraseña no puede entrar sin el teléfono.',
    on: 'Activada. Al iniciar sesión se le pide el código de su aplicación de autenticación (o uno de sus códigos de recuperación).',
    enable: 'Activar',
    enableApp: 'Añadir la aplicación',
    cancel: 'Cancelar',
    preparing: 'Preparando el código QR...',
    setupFailed: 'No se pudo preparar la activación.',
    retry: 'Reintentar',
    steps: [
      'Instale en su teléfono una aplicación de autenticación, por ejemplo Google Authenticator, Microsoft Authenticator o Authy.',
      'En la aplicación, elija añadir una cuenta y escanee este código QR con la cámara.',
      'Escriba abajo el código de 6 cifras que muestra la aplicación y pulse «Confirmar».',
    ],
    stepsLabel: 'Pasos para activar la verificación',
    qrAlt: `Código QR para añadir ${BUSINESS_NAME} a su aplicación de autenticación`,
    cannotScan: '¿No puede escanear el código? Escriba esta clave en la aplicación (tipo «basada en el tiempo»):',
    openInApp: 'Abrir en la aplicación de autenticación de este teléfono',
    code: 'Código de 6 cifras de la aplicación',
    missingCode: 'Escriba el código de seis cifras',
    malformedCode: 'El código tiene seis cifras',
    confirm: 'Confirmar',
    confirming: 'Confirmando...',
    enabled: 'Verificación en dos pasos activada',
    renew: 'Generar códigos nuevos',
    renewIntro:
      'Si usó o perdió sus códigos de recuperación, genere diez nuevos: los anteriores dejarán de valer. Escriba el código que muestra ahora su aplicación.',
    renewSubmit: 'Generar',
    renewing: 'Generando...',
    renewed: 'Códigos de recuperación nuevos',
    renewedDescription: 'Los códigos anteriores ya no sirven.',
  },

  passkeys: {
    heading: 'Llaves de acceso',
    intro:
      'Una llave de acceso sirve como segundo paso en lugar del código de la aplicación: una llave de seguridad USB o NFC, o el bloqueo de su teléfono u ordenador (huella, cara o PIN). Solo funciona en este sitio, así que no se la pueden robar con una página falsa.',
    none: 'No tiene llaves de acceso.',
    listLabel: 'Sus llaves de acceso',
    loading: 'Cargando...',
    loadError: 'No se pudieron cargar las llaves de acceso.',
    createdAt: (when: string) => `Añadida el ${when}`,
    lastUsedAt: (when: string) => `usada por última vez el ${when}`,
    neverUsed: 'aún sin usar',
    addButton: 'Añadir llave de acceso',
    addIntro:
      'Póngale un nombre para reconocerla, pulse «Añadir» y siga lo que le pida el navegador (tocar la llave, o desbloquear el teléfono u ordenador).',
    name: 'Nombre de la llave',
    namePlaceholder: 'Por ejemplo: Llave azul, Teléfono',
    missingName: 'Ponga un nombre a la llave (por ejemplo «Teléfono» o «Llave azul»)',
    add: 'Añadir',
    adding: 'Esperando la llave...',
    cancel: 'Cancelar',
    cancelled: 'La llave no respondió o se canceló. Inténtelo de nuevo.',
    added: 'Llave de acceso añadida',
    remove: 'Quitar',
    removeLabel: (name: string) => `Quitar la llave de acceso ${name}`,
    removeTitle: 'Quitar la llave de acceso',
    removeQuestion: (name: string) => `¿Quitar la llave «${name}»? Ya no servirá para entrar.`,
    removed: (name: string) => `Llave «${name}» quitada`,
    removeFailed: 'No se pudo quitar la llave de acceso.',
    orAddKey: 'También puede usar una llave de acceso en lugar de la aplicación:',
  },

  recoveryCodes: {
    heading: 'Sus códigos de recuperación',
    intro:
      'Si pierde el teléfono, podrá entrar con uno de estos códigos en lugar del código de la aplicación. Cada código sirve una sola vez. Guárdelos ahora en un lugar seguro: no se volverán a mostrar.',
    listLabel: 'Códigos de recuperación',
    download: 'Descargar códigos',
    copy: 'Copiar',
    copied: 'Códigos copiados al portapapeles.',
    copyFailed: 'No se pudieron copiar: selecciónelos y cópielos a mano, o descárguelos.',
    saved: 'Los he guardado en un lugar seguro',
    done: 'Listo',
    savedFirst: 'Marque «Los he guardado en un lugar seguro» antes de cerrar: estos códigos no se volverán a mostrar.',
    fileName: (username: string) => `codigos-recuperacion-${username}.txt`,
    fileTitle: (username: string) => `${BUSINESS_NAME}: códigos de recuperación de ${username}`,
    fileCreated: (when: string) => `Generados el ${when}.`,
    fileHelp: [
      'Cada código sirve una sola vez para entrar sin la aplicación de autenticación.',
      'Guárdelos en un lugar seguro. Al generar códigos nuevos, estos dejan de valer.',
    ],
  },

  sessions: {
    heading: 'Mis sesiones',
    intro: 'Los navegadores y dispositivos donde su cuenta tiene la sesión iniciada.',
    loading: 'Cargando...',
    loadError: 'No se pudieron cargar las sesiones.',
    retry: 'Reintentar',
    device: (browser: string, system: string) => `${browser} en ${system}`,
    current: 'Esta sesión',
    address: 'Dirección IP',
    unknownAddress: 'Desconocida',
    startedAt: 'Inició',
    lastSeenAt: 'Última actividad',
    end: 'Cerrar',
    endLabel: (device: string) => `Cerrar la sesión de ${device}`,
    endCurrent: 'Cerrar esta sesión',
    ending: 'Cerrando...',
    ended: (device: string) => `Sesión de ${device} cerrada`,
    endOthers: 'Cerrar las demás sesiones',
    endOthersTitle: 'Cerrar las demás sesiones',
    endOthersQuestion: (count: number) =>
      `¿Cerrar ${plural(count, 'la otra sesión', `las otras ${count} sesiones`)}? Allí tendrá que iniciar sesión de nuevo; esta sesión sigue abierta.`,
    endedOthers: (count: number) =>
      count === 0 ? 'No había otras sesiones abiertas' : plural(count, 'Se cerró 1 sesión', `Se cerraron ${count} sesiones`),
    failed: 'No se pudo cerrar la sesión.',
    onlyThis: 'No tiene otras sesiones abiertas.',
  },
} as const;
