/** Every text of the 'Equipo' tab, together for review (the role names and descriptions are engine/staff/roles.ts's). */
export const STAFF_TEXTS = {
  heading: 'Cuentas del equipo',
  newAccount: 'Nueva cuenta',
  loading: 'Cargando el equipo...',
  fields: {
    username: 'Usuario',
    name: 'Nombre',
    role: 'Rol',
    mfa: 'Verificación en dos pasos',
    lastSignIn: 'Último acceso',
  },
  mfaOn: 'Activada',
  mfaOff: 'No activada',
  neverSignedIn: 'Nunca ha entrado',
  badges: {
    disabled: 'Desactivada',
    mustChangePassword: 'Debe cambiar la contraseña',
    you: 'Su cuenta',
  },
  actions: {
    changeRole: 'Cambiar rol',
    resetPassword: 'Restablecer contraseña',
    resetMfa: 'Restablecer verificación en dos pasos',
    endSessions: 'Cerrar sus sesiones',
    disable: 'Desactivar',
    enable: 'Activar',
  },
  settings: {
    title: 'Reglas de inicio de sesión',
    requireMfa: 'Exigir verificación en dos pasos a todas las cuentas',
    help: 'Cada persona entra con su contraseña y un código de su teléfono; quien aún no la tenga activada deberá activarla antes de seguir usando el panel.',
    onTitle: 'Exigir verificación en dos pasos',
    onQuestion:
      'Desde ahora todas las cuentas entrarán con su contraseña y un código de su teléfono. Quien aún no la tenga activada deberá activarla antes de seguir usando el panel.',
    onConfirm: 'Exigir',
    onDone: 'Verificación en dos pasos exigida a todas las cuentas',
    offTitle: 'Dejar de exigir la verificación en dos pasos',
    offQuestion: 'Cada persona podrá decidir si la usa; quien ya la tiene activada la conserva.',
    offConfirm: 'Dejar de exigir',
    offDone: 'La verificación en dos pasos ya no se exige',
  },
  create: {
    title: 'Nueva cuenta',
    description: 'La persona entrará con la contraseña temporal y elegirá una propia al entrar.',
    usernameHelp: 'De 3 a 64 letras, números, puntos, guiones o guiones bajos; se guarda en minúsculas.',
    submit: 'Crear cuenta',
    submitting: 'Creando...',
    done: (name: string) => `Cuenta de ${name} creada`,
  },
  password: {
    label: 'Contraseña temporal',
    generate: 'Generar',
    generateLabel: 'Generar una contraseña temporal segura',
    help: 'Al menos 8 caracteres, sin el nombre de usuario. «Generar» escribe una segura y la muestra para que pueda comunicarla.',
    generated: 'Contraseña generada: se muestra en el campo.',
  },
  role: {
    title: (name: string) => `Cambiar el rol de ${name}`,
    consequence: (name: string) => `Las sesiones abiertas de ${name} se cerrarán ahora: volverá a entrar ya con el nuevo rol.`,
    ownConsequence: 'Sus otras sesiones se cerrarán; en esta, el panel pasará a mostrar lo que permite su nuevo rol.',
    current: '(actual)',
    unchanged: 'Elija un rol distinto del actual.',
    submit: 'Cambiar rol',
    done: (name: string, role: string) => `${name} ahora es ${role}`,
  },
  disable: {
    title: (name: string) => `Desactivar la cuenta de ${name}`,
    question: (name: string) =>
      `${name} no podrá entrar y sus sesiones abiertas se cerrarán ahora. Podrá activar la cuenta de nuevo cuando quiera.`,
    done: (name: string) => `Cuenta de ${name} desactivada`,
  },
  enable: {
    title: (name: string) => `Activar la cuenta de ${name}`,
    question: (name: string) => `${name} podrá entrar de nuevo con su contraseña.`,
    done: (name: string) => `Cuenta de ${name} activada`,
  },
  resetPassword: {
    title: (name: string) => `Restablecer la contraseña de ${name}`,
    description: (name: string) =>
      `${name} entrará con esta contraseña temporal y elegirá una propia al entrar. Sus sesiones abiertas se cerrarán ahora.`,
    submit: 'Restablecer contraseña',
    submitting: 'Restableciendo...',
    done: (name: string) => `Contraseña de ${name} restablecida`,
  },
  resetMfa: {
    title: (name: string) => `Restablecer la verificación en dos pasos de ${name}`,
    question: (name: string) =>
      `${name} entrará solo con su contraseña y sus códigos de recuperación dejarán de valer; sus sesiones abiertas se cerrarán ahora. Si la verificación en dos pasos se exige, deberá activarla de nuevo al entrar.`,
    confirm: 'Restablecer',
    done: (name: string) => `Verificación en dos pasos de ${name} restablecida`,
  },
  endSessions: {
    title: (name: string) => `Cerrar las sesiones de ${name}`,
    question: (name: string) =>
      `${name} tendrá que iniciar sesión de nuevo en todos sus navegadores. Úselo si perdió un teléfono o dejó la sesión abierta en un ordenador compartido.`,
    confirm: 'Cerrar sesiones',
    done: (name: string) => `Sesiones de ${name} cerradas`,
  },
  handOver: {
    intro: 'Comunique estos datos a la persona por un medio seguro:',
    note: 'Anote la contraseña ahora: no se volverá a mostrar. Al entrar, la persona elegirá una propia.',
    close: 'Listo',
  },
  cancel: 'Cancelar',
  working: 'Procesando...',
  network: 'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
} as const;
