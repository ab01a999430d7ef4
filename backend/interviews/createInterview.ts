import type { EntityManager } from '@mikro-orm/postgresql';
import { isInterviewRegion } from '../../engine/interview/types.ts';
import type { InterviewCreate } from '../../schemas/generated/interviewCreate.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { Consultation, Interview } from '../db/entities/index.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { duplicateKey, lockDuplicateKey, mergeDuplicateGroup } from './lockInterview.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/**
 * A new interview in progress, or, when one is already in progress for the same client name and
 * consultation, that one (its duplicates merged): `created` says which. Linked to a consultation, it
 * takes that destination's region when the body gives none. A new interview keeps `template`'s steps
 * version and rules (version and fingerprint): it opens and is scored with them.
 */
export async function createInterview(
  em: EntityManager,
  actor: Actor,
  body: InterviewCreate,
  template: InterviewTemplate,
  now: Date,
): Promise<{ interview: Interview; created: boolean }> {
  return em.transactional(async (tx) => {
    const clientName = body.clientName.trim();
    const consultationId = body.consultationId ?? null;
    let consultation: Consultation | null = null;
    if (consultationId) {
      consultation = await tx.findOne(Consultation, consultationId);
      if (!consultation) {
        throw new AppError('invalid', INTERVIEW_TEXTS.consultationNotFound, [
          { path: 'consultationId', message: INTERVIEW_TEXTS.consultationNotFound },
        ]);
      }
    }
    const key = duplicateKey(clientName, consultationId);
    await lockDuplicateKey(tx, key);
    const existing = await mergeDuplicateGroup(tx, consultationId, key);
    if (existing) return { interview: existing, created: false };
    const destination = consultation?.destinationCountry;
    const interview = tx.create(Interview, {
      clientName,
      consultation,
      country: body.country ?? (isInterviewRegion(destination) ? destination : 'usa'),
      status: 'in_progress',
      currentStep: body.currentStep ?? 1,
      templateVersion: template.version,
      rulesVersion: template.rules.version,
      rulesFingerprint: template.rules.fingerprint,
      consultantNotes: {},
    });
    await tx.flush();
    const description = ACTIVITY_TEXTS.interviewCreated(clientName);
    await recordActivity(
      tx,
      actor,
      { action: 'interview_created', record: { kind: 'interview', id: interview.id }, consultationId, description },
      now,
    );
    return { interview, created: true };
  });
}
