import type { EntityManager } from '@mikro-orm/postgresql';
import type { CarouselImageList } from '../../schemas/generated/carouselImageList.ts';
import { queryRows } from '../db/sql.ts';

export const CAROUSEL_COLUMNS = 'country, background_image_url as "backgroundImageUrl", woman_image_url as "womanImageUrl"';

/** The hero slides in display order (ties by country, so the order never wobbles). */
export async function listCarouselImages(em: EntityManager): Promise<CarouselImageList> {
  return queryRows<CarouselImageList[number]>(em, `select ${CAROUSEL_COLUMNS} from carousel_images order by display_order, country`);
}
