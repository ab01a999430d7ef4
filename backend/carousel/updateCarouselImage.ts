import type { EntityManager } from '@mikro-orm/postgresql';
import type { CarouselImage } from '../../schemas/generated/carouselImage.ts';
import type { CarouselImageUpdate } from '../../schemas/generated/carouselImageUpdate.ts';
import { AppError } from '../http/AppError.ts';
import { CAROUSEL_COLUMNS } from './listCarouselImages.ts';
import { CAROUSEL_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

const COLUMN_OF: Record<keyof CarouselImageUpdate, string> = {
  backgroundImageUrl: 'background_image_url',
  womanImageUrl: 'woman_image_url',
};

/** Replaces the images sent for one country's slide; the fields not sent keep their value. */
export async function updateCarouselImage(em: EntityManager, country: string, changes: CarouselImageUpdate, now: Date): Promise<CarouselImage> {
  const fields = (Object.keys(COLUMN_OF) as (keyof CarouselImageUpdate)[]).filter((field) => changes[field] !== undefined);
  const [row] = await queryRows<CarouselImage>(
    em,
    `update carousel_images set updated_at = ?${fields.map((field) => `, ${COLUMN_OF[field]} = ?`).join('')} ` +
      `where country = ? returning ${CAROUSEL_COLUMNS}`,
    [now, ...fields.map((field) => changes[field]), country],
  );
  if (!row) throw new AppError('not_found', CAROUSEL_TEXTS.unknownCountry);
  return row;
}
