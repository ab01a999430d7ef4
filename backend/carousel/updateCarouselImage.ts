import type { EntityManager } from '@mikro-orm/postgresql';
import type { CarouselImage } from '../../schemas/generated/carouselImage.ts';
import type { CarouselImageUpdate } from '../../schemas/generated/carouselImageUpdate.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { CAROUSEL_COLUMNS } from './listCarouselImages.ts';
import { CAROUSEL_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

const COLUMN_OF: Record<keyof CarouselImageUpdate, string> = {
  backgroundImageUrl: 'background_image_url',
  womanImageUrl: 'woman_image_url',
};

/** Replaces the images sent for one country's slide; the fields not sent keep their value. */
export async function updateCarouselImage(
  em: EntityManager,
  actor: Actor,
  country: string,
  changes: CarouselImageUpdate,
  now: Date,
): Promise<CarouselImage> {
  const fields = (Object.keys(COLUMN_OF) as (keyof CarouselImageUpdate)[]).filter((field) => changes[field] !== undefined);
  return em.transactional(async (tx) => {
    const [row] = await queryRows<CarouselImage>(
      tx,
      `update carousel_images set updated_at = ?${fields.map((field) => `, ${COLUMN_OF[field]} = ?`).join('')} ` +
        `where country = ? returning ${CAROUSEL_COLUMNS}`,
      [now, ...fields.map((field) => changes[field]), country],
    );
    if (!row) throw new AppError('not_found', CAROUSEL_TEXTS.unknownCountry);
    await recordActivity(
      tx,
      actor,
      { action: 'carousel_updated', record: { kind: 'carousel', id: country }, description: ACTIVITY_TEXTS.carouselUpdated(country) },
      now,
    );
    return row;
  });
}
