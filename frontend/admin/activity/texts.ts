/** Every text of the activity record, in the 'Actividad' tab and the case dialog, together for review (action names: engine/staff/activityActions.ts). */
export const ACTIVITY_TEXTS = {
  heading: 'Actividad del equipo',
  empty: 'No hay actividad registrada aún.',
  emptyHint: 'Cada acción del equipo en el panel (confirmar una consulta, guardar un caso, crear una cuenta…) quedará anotada aquí.',
  person: 'Persona',
  allPeople: 'Todas las personas',
  personOption: (name: string, username: string, disabled: boolean) =>
    `${name === username ? username : `${name} (${username})`}${disabled ? ' · desactivada' : ''}`,
  action: 'Acción',
  allActions: 'Todas las acciones',
  from: 'Desde',
  to: 'Hasta',
  backwards: 'La fecha «Desde» es posterior a «Hasta»: ninguna línea puede estar entre ambas.',
  who: (name: string, username: string | null) => (username && name !== username ? `${name} (${username})` : name),
  nobody: '(sin usuario)',
  address: (address: string) => `IP ${address}`,
  case: {
    title: 'Actividad del caso',
    loading: 'Cargando la actividad...',
    empty: 'Todavía no hay actividad registrada sobre esta consulta.',
  },
} as const;
