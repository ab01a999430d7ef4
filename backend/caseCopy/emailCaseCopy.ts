import type { EntityManager } from '@mikro-orm/postgresql';
import { isProcessStage, PROCESS_STAGE_LABELS, DEFAULT_PROCESS_STAGE } from '../../engine/lifecycles/processStage.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import type { RetiredFieldValue } from '../../engine/cases/retiredValues.ts';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { CaseCopyRequest } from '../../schemas/generated/caseCopyRequest.ts';
import { checkCaseData } from '../caseDetails/checkCaseData.ts';
import { Consultation, ConsultationDetails } from '../db/entities/index.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { queueMail } from '../mail/outbox.ts';
import { renderCasePdf } from '../pdf/renderCasePdf.ts';
import { caseCopyMail } from './caseCopyMail.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { CASE_COPY_TEXTS } from './texts.ts';

/**
 * What the copy takes from the saved case: the stage when the request names none, and the values kept
 * from retired fields, which only the server holds (read-only in the dialog, never sent back).
 */
async function savedParts(
  em: EntityManager,
  consultationId: string,
  requested: CaseCopyRequest['stage'],
): Promise<{ stageLabel: string; retired: RetiredFieldValue[] }> {
  const details = await em.findOne(ConsultationDetails, { consultation: consultationId }, { fields: ['currentStage', 'retiredValues'] });
  const stage = requested ?? details?.currentStage ?? DEFAULT_PROCESS_STAGE;
  return {
    stageLabel: isProcessStage(stage) ? PROCESS_STAGE_LABELS[stage] : stage,
    retired: (details?.retiredValues ?? []) as RetiredFieldValue[],
  };
}

/**
 * Queues one e-mail with the case's PDF attached: the form as the request sends it, with the values the
 * saved case keeps from retired fields. The PDF is made before the transaction (it takes
 * a while and needs no database); the outbox row is written in a transaction that checks the
 * consultation still exists, so a copy of a deleted case is never sent. Returns the outbox row id.
 */
export async function emailCaseCopy(
  em: EntityManager,
  templates: TemplateRegistry,
  actor: Actor,
  consultationId: string,
  request: CaseCopyRequest,
  now: Date,
): Promise<{ messageId: string }> {
  if (!(await em.findOne(Consultation, { id: consultationId }, { fields: ['id'] }))) {
    throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  }
  const template = templates.find(request.template.key, request.template.version);
  if (!template)
    throw new AppError('invalid', CASE_COPY_TEXTS.unknownTemplate, [{ path: 'template', message: CASE_COPY_TEXTS.unknownTemplate }]);
  const { missing } = checkCaseData(template, request.formData, 'formData');

  const applicantName = request.applicantName.trim();
  const destinationLabel = request.countryLabel.trim();
  const caseId = request.caseId.trim();
  const { stageLabel, retired } = await savedParts(em, consultationId, request.stage);
  const pdf = await renderCasePdf(template, request.formData, {
    businessName: BUSINESS_NAME,
    caseId,
    applicantName,
    destinationLabel,
    stageLabel,
    date: now,
    missing,
    retired,
  });

  const [messageId] = await em.transactional(async (tx) => {
    const consultation = await tx.findOne(Consultation, { id: consultationId }, { fields: ['name'] });
    if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
    const description = ACTIVITY_TEXTS.caseEmailed(consultation.name, request.to.trim());
    await recordActivity(
      tx,
      actor,
      { action: 'case_emailed', record: { kind: 'case', id: consultationId }, consultationId, description },
      now,
    );
    return queueMail(
      tx,
      [caseCopyMail({ consultationId, to: request.to.trim(), caseId, applicantName, destinationLabel, stageLabel, pdf })],
      now,
    );
  });
  return { messageId };
}
