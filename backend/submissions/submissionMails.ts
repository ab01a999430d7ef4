import { allDayEventCalendar } from '../mail/icalendar.ts';
import type { MailDraft } from '../mail/outbox.ts';
import { html, plainText, type MessageParts } from '../mail/simpleMessage.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { formatLongDay } from '../../engine/calendar/formatDate.ts';
import { CONSULTATION_COST } from './texts.ts';
import type { Submission } from './submission.ts';
import { caseReference } from '../../engine/cases/caseReference.ts';
import { countryLabel } from '../../engine/countries/countries.ts';

export interface MailContext {
  /** The stored record's id. */
  id: string;
  staffEmail: string | null;
  publicUrl: string;
  /** Domain for calendar UIDs (the sender address's). */
  mailDomain: string;
  now: Date;
}

function draft(kind: string, to: string, subject: string, parts: MessageParts, relatedId: string): MailDraft {
  return { kind, to, subject, text: plainText(parts), html: html(parts), relatedId };
}

function summaryRows(submission: Submission, dateLabel: string): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['País de destino', countryLabel(submission.country)],
    ['Fecha preferida', submission.preferredDate ? formatLongDay(submission.preferredDate) : dateLabel],
    ['Teléfono', submission.phone],
    ['Dirección', submission.address],
  ];
  if (submission.message) rows.push(['Mensaje', submission.message]);
  return rows;
}

function staffNotice(kind: 'contact' | 'consultation', submission: Submission, context: MailContext): MailDraft[] {
  if (!context.staffEmail) return [];
  const isConsultation = kind === 'consultation';
  const parts: MessageParts = {
    greeting: isConsultation ? 'Nueva solicitud de cita desde el sitio web.' : 'Nuevo mensaje de contacto desde el sitio web.',
    paragraphs: [`${isConsultation ? 'Revísela' : 'Revíselo'} en el panel de administración: ${context.publicUrl}/admin`],
    details: {
      title: `Referencia ${caseReference(context.id)}`,
      rows: [['Nombre', submission.name], ['Correo', submission.email], ...summaryRows(submission, 'Sin fecha indicada')],
    },
  };
  const subject = isConsultation
    ? `Nueva solicitud de cita: ${submission.name} (${countryLabel(submission.country)})`
    : `Nuevo mensaje de contacto: ${submission.name}`;
  return [draft(`${kind}.staff-notice`, context.staffEmail, subject, parts, context.id)];
}

export function contactMails(submission: Submission, context: MailContext): MailDraft[] {
  const parts: MessageParts = {
    greeting: `Hola, ${submission.name}:`,
    paragraphs: [
      `Gracias por escribir a ${BUSINESS_NAME}. Hemos recibido su mensaje y un asesor le contactará pronto para su evaluación gratuita.`,
    ],
    details: {
      title: `Resumen de su mensaje (referencia ${caseReference(context.id)})`,
      rows: summaryRows(submission, 'Sin fecha indicada'),
    },
    closing: ['Si usted no envió este mensaje, puede ignorar este correo.'],
  };
  return [
    draft('contact.confirmation', submission.email, `Hemos recibido su mensaje · ${BUSINESS_NAME}`, parts, context.id),
    ...staffNotice('contact', submission, context),
  ];
}

export function consultationMails(submission: Submission, context: MailContext): MailDraft[] {
  const date = submission.preferredDate;
  const parts: MessageParts = {
    greeting: `Hola, ${submission.name}:`,
    paragraphs: [
      `Hemos recibido su solicitud de consulta migratoria con ${BUSINESS_NAME}. ` +
        (date
          ? `Un asesor le confirmará la cita para el ${formatLongDay(date)}, o le propondrá otra fecha si ese día no hay disponibilidad.`
          : 'Un asesor le contactará para acordar la fecha de la cita.'),
      `Costo de la consulta: ${CONSULTATION_COST}`,
    ],
    details: { title: `Detalles de su solicitud (referencia ${caseReference(context.id)})`, rows: summaryRows(submission, 'Por acordar') },
    closing: [
      ...(date
        ? [
            'Adjuntamos la fecha preferida en un archivo de calendario (.ics) para que la guarde en su agenda; queda pendiente de confirmación.',
          ]
        : []),
      'Si usted no solicitó esta cita, puede ignorar este correo.',
    ],
  };
  const confirmation = draft(
    'consultation.confirmation',
    submission.email,
    `Solicitud de cita recibida · ${BUSINESS_NAME}`,
    parts,
    context.id,
  );
  if (date) {
    const calendar = allDayEventCalendar({
      uid: `consulta-${context.id}@${context.mailDomain}`,
      date,
      summary: `Consulta migratoria · ${BUSINESS_NAME} (por confirmar)`,
      description:
        `Consulta migratoria para ${countryLabel(submission.country)}, referencia ${caseReference(context.id)}. ` +
        `Pendiente de confirmación por ${BUSINESS_NAME}.\nCosto: ${CONSULTATION_COST}`,
      stamp: context.now,
      tentative: true,
    });
    confirmation.attachments = [
      {
        filename: 'cita-rumbo-migratorio.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(calendar, 'utf8').toString('base64'),
      },
    ];
  }
  return [confirmation, ...staffNotice('consultation', submission, context)];
}
