import { caseFileName } from '../../engine/pdf/caseFileName.ts';
import type { MailDraft } from '../mail/outbox.ts';
import { html, plainText, type MessageParts } from '../mail/simpleMessage.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';

/** The outbox kind of a case copy (how the copies of a case are found again). */
export const CASE_COPY_KIND = 'case.copy';

export interface CaseCopy {
  consultationId: string;
  to: string;
  caseId: string;
  applicantName: string;
  destinationLabel: string;
  stageLabel: string;
  pdf: Buffer;
}

/**
 * The message that carries a case's PDF. The address is the consultant's choice (the client, a
 * sponsor, the consultant's own inbox), so the text names the applicant without assuming who reads it.
 */
export function caseCopyMail(copy: CaseCopy): MailDraft {
  const fileName = caseFileName(copy.applicantName, copy.destinationLabel);
  const parts: MessageParts = {
    greeting: 'Hola:',
    paragraphs: [
      `Le enviamos adjunta una copia del caso de ${copy.applicantName} para ${copy.destinationLabel}, tal como consta hoy en el expediente de ${BUSINESS_NAME}.`,
      'Revísela con calma. Si algún dato no es correcto o falta información, comuníquese con su consultor para corregirlo antes de presentar la solicitud.',
    ],
    details: {
      title: 'Resumen',
      rows: [
        ['Caso', copy.caseId],
        ['Solicitante', copy.applicantName],
        ['Destino', copy.destinationLabel],
        ['Etapa del proceso', copy.stageLabel],
        ['Archivo adjunto', fileName],
      ],
    },
    closing: ['El documento contiene datos personales: guárdelo en un lugar seguro y no lo reenvíe a terceros.'],
  };
  return {
    kind: CASE_COPY_KIND,
    to: copy.to,
    subject: `Copia de su caso: ${copy.applicantName} (${copy.destinationLabel}) · ${BUSINESS_NAME}`,
    text: plainText(parts),
    html: html(parts),
    attachments: [{ filename: fileName, contentType: 'application/pdf', content: copy.pdf.toString('base64') }],
    relatedId: copy.consultationId,
  };
}
