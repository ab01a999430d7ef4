import type { EntityManager } from '@mikro-orm/postgresql';
import { Consultation, ConsultationImage } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { imageItem } from './imageItem.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';

/** The images of a case, newest first. */
export async function listImages(em: EntityManager, consultationId: string) {
  const consultation = await em.findOne(Consultation, { id: consultationId }, { fields: ['id'] });
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const images = await em.find(ConsultationImage, { consultation: consultationId }, { orderBy: { uploadedAt: 'desc', id: 'desc' } });
  return images.map(imageItem);
}
