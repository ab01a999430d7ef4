import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';

/** Every text of one's own account, together for review: the steps a session must take before the panel (a new password, two-factor set-up). */
export const ACCOUNT_TEXTS = {
  /** A session that must choose a password or set up two-factor sign-in before the panel. */
  required: {
    password: {
      title: 'Elija una contraseña nueva',
      intro: 'Su cuenta tiene una contraseña temporal. Antes de entrar al panel, elija una contraseña nueva que solo usted conozca.',
    },
    twoFactor: {
      title: 'Active la verificación en dos pasos',
      intro: 'La oficina exige la verificación en dos pasos para entrar al panel: además de su contraseña, se le pedirá un código de su teléfono. Actívela ahora para continuar.',
    },
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando...',
    continue: 'Continuar al panel',
    passwordSaved: 'Contraseña guardada',
    twoFactorOn: 'Verificación en dos pasos activada',
  },

  password: {
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
  },

  twoFactor: {
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
  },

  recoveryCodes: {
    heading: 'Sus códigos de recuperación',
    intro: 'Si pierde el teléfono, podrá entrar con uno de estos códigos en lugar del código de la aplicación. Cada código sirve una sola vez. Guárdelos ahora en un lugar seguro: no se volverán a mostrar.',
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

} as const;
