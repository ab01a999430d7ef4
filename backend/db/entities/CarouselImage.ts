import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { updatedAt, uuidKey } from './common.ts';

export const CarouselImage = defineEntity({
  name: 'CarouselImage',
  tableName: 'carousel_images',
  properties: {
    id: uuidKey(),
    country: p.string().length(32).unique(),
    backgroundImageUrl: p.text(),
    womanImageUrl: p.text(),
    displayOrder: p.integer().default(0),
    updatedAt: updatedAt(),
  },
});
export type CarouselImage = InferEntity<typeof CarouselImage>;
