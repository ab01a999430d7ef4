import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationImageCreate } from '../../schemas/generated/consultationImageCreate.ts';
import { Consultation, ConsultationImage } from '../db/entities/index.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import { objectNameFromPath } from '../storage/objectNames.ts';
import { readImageType } from '../storage/readImageType.ts';
import { cleanFileName } from './cleanFileName.ts';
import { imageItem } from './imageItem.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_CASE } from '../../engine/files/imageLimits.ts';
import { IMAGE_TEXTS } from './texts.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { runSql } from '../db/sql.ts';

/**
 * Attaches an uploaded object to a case. Size and type are read from the stored bytes (the body's
 * values are the browser's word only). The limit of images per case is counted with the case row
 * locked, so two uploads racing for the last place cannot both win.
 */
export async function registerImage(
  em: EntityManager,
  storage: ObjectStorage,
  actor: Actor,
  consultationId: string,
  body: ConsultationImageCreate,
  now: Date,
) {
  if (!(await em.findOne(Consultation, { id: consultationId }, { fields: ['id'] }))) {
    throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  }
  const name = objectNameFromPath(body.objectPath);
  const stored = name ? await storage.stat(name) : null;
  if (!name || !stored) throw new AppError('invalid', IMAGE_TEXTS.notUploaded, [{ path: 'objectPath', message: IMAGE_TEXTS.notUploaded }]);
  const type = await readImageType(storage, name);

  return em.transactional(async (tx) => {
    // Serialises registrations of one object, whatever the case they name.
    await runSql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [body.objectPath]);
    if (await tx.count(ConsultationImage, { objectPath: body.objectPath })) {
      throw new AppError('conflict', IMAGE_TEXTS.alreadyRegistered);
    }
    // Not attached to anything and never will be: remove it now rather than keep personal data no one can see.
    if (!type) {
      await storage.delete(name);
      throw new AppError('unsupported_type', IMAGE_TEXTS.notAnImage);
    }
    if (stored.size > MAX_IMAGE_BYTES) {
      await storage.delete(name);
      throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
    }
    const consultation = await tx.findOne(Consultation, { id: consultationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
    if ((await tx.count(ConsultationImage, { consultation })) >= MAX_IMAGES_PER_CASE) {
      await storage.delete(name);
      throw new AppError('conflict', IMAGE_TEXTS.tooMany);
    }
    const image = tx.create(ConsultationImage, {
      consultation,
      fileName: `${name}.${type.extension}`,
      originalName: cleanFileName(body.originalName),
      fileSize: stored.size,
      mimeType: type.mimeType,
      objectPath: body.objectPath,
    });
    await tx.flush();
    const description = ACTIVITY_TEXTS.imageAdded(consultation.name, image.originalName);
    await recordActivity(tx, actor, { action: 'image_added', record: { kind: 'image', id: image.id }, consultationId, description }, now);
    return imageItem(image);
  });
}
