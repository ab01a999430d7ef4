import { ROLE_LABELS, type Role } from '../../engine/staff/roles.ts';

/** Every Spanish text of staff management ('Equipo'): answers and activity-record lines, together for review. */
export const STAFF_TEXTS = {
  notFound: 'Esa cuenta no existe',
  lastAdministrador: 'Debe quedar al menos un administrador activo: active o nombre otro administrador antes',
  notYourself: 'No puede desactivar su propia cuenta: pídaselo a otro administrador',
  ownPassword: 'Para su propia cuenta use «Cambiar contraseña» en «Mi cuenta»',
  enrolYourselfFirst:
    'Active primero su propia verificación en dos pasos (en «Mi cuenta»): si no, la regla le pediría activarla ahora mismo',
  noSuchUsername: (username: string) => `No hay ninguna cuenta con el usuario "${username}"`,
  /** What `npm run user:reset` prints. */
  console: {
    password: (username: string) => `Contraseña temporal puesta a ${username}: deberá elegir una propia al entrar (antes de 7 días).`,
    mfa: (username: string) => `Verificación en dos pasos desactivada para ${username}.`,
    enabled: (username: string) => `Cuenta ${username} activada.`,
    sessions: (ended: number) => `Sesiones cerradas: ${ended}.`,
  },
  activity: {
    created: (username: string, role: Role) => `Creó la cuenta ${username} (${ROLE_LABELS[role]}) con una contraseña temporal`,
    roleChanged: (username: string, from: Role, to: Role) => `Cambió el rol de ${username} de ${ROLE_LABELS[from]} a ${ROLE_LABELS[to]}`,
    renamed: (username: string, name: string) => `Cambió el nombre de ${username} a «${name}»`,
    disabled: (username: string, sessions: number) =>
      `Desactivó la cuenta ${username}${sessions ? ` y cerró sus sesiones (${sessions})` : ''}`,
    enabled: (username: string) => `Activó de nuevo la cuenta ${username}`,
    passwordReset: (username: string) => `Restableció la contraseña de ${username} (deberá elegir una nueva al entrar)`,
    mfaReset: (username: string) => `Restableció la verificación en dos pasos de ${username} (deberá activarla de nuevo)`,
    sessionsEnded: (username: string, sessions: number) => `Cerró las sesiones de ${username} (${sessions})`,
    settings: (requireMfa: boolean, changed: boolean) =>
      changed
        ? requireMfa
          ? 'Exigió la verificación en dos pasos a todas las cuentas'
          : 'Dejó de exigir la verificación en dos pasos'
        : `Guardó las reglas de inicio de sesión sin cambios (verificación en dos pasos ${requireMfa ? 'exigida' : 'no exigida'})`,
  },
} as const;
