import { countryLabel } from '../../engine/countries/countries.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const quoted = (name: string) => `«${name}»`;

/**
 * The sentence each staff write leaves in the activity record, together for review. They name what was
 * done and to what (a client's name, a file's name, a template's label), never form contents.
 */
export const ACTIVITY_TEXTS = {
  contactRead: (name: string) => `Marcó como leído el mensaje de ${name}`,
  contactDeleted: (name: string) => `Eliminó el mensaje de ${name}`,
  consultationConfirmed: (name: string) => `Confirmó la consulta de ${name}`,
  consultationRescheduled: (name: string, day: string) => `Reprogramó la consulta de ${name} para el ${day}`,
  consultationCompleted: (name: string, result: string) =>
    `Marcó completada la consulta de ${name} con resultado ${result === 'exito' ? 'Éxito' : 'Reaplicar'}`,
  consultationDeleted: (name: string, images: number, interviews: number) =>
    `Eliminó la consulta de ${name}, con su caso, ${plural(images, 'imagen', 'imágenes')} y ${plural(interviews, 'entrevista desvinculada', 'entrevistas desvinculadas')}`,
  caseSaved: (name: string, version: number, unchecked: boolean) =>
    `Guardó el caso de ${name} (versión ${version}${unchecked ? ', sin comprobar la versión' : ''})`,
  caseUpgraded: (name: string, from: number, to: number) => `Actualizó el caso de ${name} de la versión ${from} a la ${to} de su plantilla`,
  casePdf: (name: string, country: string) => `Descargó el PDF del caso de ${name} (${countryLabel(country)})`,
  caseEmailed: (name: string, to: string) => `Envió una copia del caso de ${name} a ${to}`,
  imageAdded: (name: string, file: string) => `Añadió la imagen ${quoted(file)} al caso de ${name}`,
  imageDeleted: (name: string, file: string) => `Eliminó la imagen ${quoted(file)} del caso de ${name}`,
  interviewCreated: (name: string) => `Creó la entrevista de ${name}`,
  interviewSaved: (name: string, step: number) => `Trabajó en la entrevista de ${name} (guardó el paso ${step} de 7)`,
  interviewCompleted: (name: string, rating: string) => `Finalizó la entrevista de ${name} (calificación ${rating})`,
  interviewReopened: (name: string) => `Reabrió la entrevista de ${name}`,
  interviewRating: (name: string, from: string, to: string) => `Cambió la calificación de la entrevista de ${name} de ${from} a ${to}`,
  interviewDeleted: (name: string) => `Eliminó la entrevista de ${name}`,
  taskCreated: (title: string) => `Creó la tarea ${quoted(title)}`,
  templateDraftSaved: (label: string) => `Guardó un borrador de la plantilla ${quoted(label)}`,
  templateDraftDiscarded: (label: string) => `Descartó el borrador de la plantilla ${quoted(label)}`,
  templatePublished: (label: string, version: number) => `Publicó la versión ${version} de la plantilla ${quoted(label)}`,
  templateRolledBack: (label: string, from: number, version: number) =>
    `Restauró la plantilla ${quoted(label)}: la versión ${from} se publicó de nuevo como ${version}`,
  carouselUpdated: (country: string) => `Cambió las imágenes del carrusel de ${countryLabel(country)}`,
} as const;
