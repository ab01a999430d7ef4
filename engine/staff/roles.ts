/**
 * Who may do what in the back-office (docs/security.md, "Roles"). The server checks a route's
 * permission where the route is registered; the panel shows only the tabs and buttons a role may use.
 */
export const ROLES = ['administrador', 'consultor', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** One's own account: who am I, password, two-factor sign-in, sessions. Every role. */
  'account',
  /** The tab counts. Every role; each tab shows only what its role may open. */
  'panel',
  /** Reading a published form template (case forms, the interview, the task form). Every role. */
  'templates.read',
  /** The API's reference: GET /api/openapi.json and the /admin/api page that draws it. Every role. */
  'reference',
  'contacts',
  'consultations',
  /** Deleting a consultation takes its case, images and interviews with it. */
  'consultations.delete',
  'results',
  /** Case details, their versions, upgrades, PDF downloads and e-mailed copies. */
  'cases',
  'images',
  'interviews',
  'tasks',
  /** Editing, checking, publishing and rolling back templates. */
  'templates',
  /** Previewing a draft on saved cases, interviews and tasks: it shows clients' data. */
  'templates.records',
  'carousel',
  'staff',
  'activity',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_ROLE: readonly Permission[] = ['account', 'panel', 'templates.read', 'reference'];

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  administrador: new Set(PERMISSIONS),
  consultor: new Set([...EVERY_ROLE, 'contacts', 'consultations', 'results', 'cases', 'images', 'interviews', 'tasks']),
  editor: new Set([...EVERY_ROLE, 'templates', 'carousel']),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may use what `permission` guards. An unknown role may use nothing. */
export function roleCan(role: string, permission: Permission): boolean {
  return isRole(role) && GRANTS[role].has(permission);
}

export const ROLE_LABELS: Record<Role, string> = {
  administrador: 'Administrador',
  consultor: 'Consultor',
  editor: 'Editor',
};

/** What each role may do, in the words the 'Equipo' tab shows beside the role select. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  administrador: 'Todo, incluido el equipo, la actividad y eliminar consultas.',
  consultor: 'Contactos, consultas, casos, entrevistas, imágenes, copias por correo y tareas.',
  editor: 'Plantillas de formularios y carrusel de la página de inicio.',
};
