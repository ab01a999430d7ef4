import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationImageCreate } from '../../schemas/generated/consultationImageCreate.ts';
import { Consultation, ConsultationImage } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import { objectNameFromPath } from '../storage/objectNames.ts';
import { readImageType } from '../storage/readImageType.ts';
import { cleanFileName } from './cleanFileName.ts';
import { CONSULTATION_NOT_FOUND, imageItem } from './imageItem.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGES_PER_CONSULTATION, NOT_AN_IMAGE, TOO_MANY_IMAGES } from './limits.ts';
import { runSql } from '../db/sql.ts';

const NOT_UPLOADED = 'La imagen no se encuentra: súbala de nuevo';

/**
 * Attaches an uploaded object to a case. Size and type are read from the stored bytes (the body's
 * values are the browser's word only). The limit of images per case is counted with the case row
 * locked, so two uploads racing for the last place cannot both win.
 */
export async function registerImage(em: EntityManager, storage: ObjectStorage, consultationId: string, body: ConsultationImageCreate) {
  if (!(await em.findOne(Consultation, { id: consultationId }, { fields: ['id'] }))) {
    throw new AppError('not_found', CONSULTATION_NOT_FOUND);
  }
  const name = objectNameFromPath(body.objectPath);
  const stored = name ? await storage.stat(name) : null;
  if (!name || !stored) throw new AppError('invalid', NOT_UPLOADED, [{ path: 'objectPath', message: NOT_UPLOADED }]);
  const type = await readImageType(storage, name);

  return em.transactional(async (tx) => {
    // Serialises registrations of one object, whatever the case they name.
    await runSql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [body.objectPath]);
    if (await tx.count(ConsultationImage, { objectPath: body.objectPath })) {
      throw new AppError('conflict', 'Esta imagen ya está registrada');
    }
    // Not attached to anything and never will be: remove it now rather than keep personal data no one can see.
    if (!type) {
      await storage.delete(name);
      throw new AppError('unsupported_type', NOT_AN_IMAGE);
    }
    if (stored.size > MAX_IMAGE_BYTES) {
      await storage.delete(name);
      throw new AppError('too_large', IMAGE_TOO_LARGE);
    }
    const consultation = await tx.findOne(Consultation, { id: consultationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!consultation) throw new AppError('not_found', CONSULTATION_NOT_FOUND);
    if ((await tx.count(ConsultationImage, { consultation })) >= MAX_IMAGES_PER_CONSULTATION) {
      await storage.delete(name);
      throw new AppError('conflict', TOO_MANY_IMAGES);
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
    return imageItem(image);
  });
}
