import { COUNTRY_KEYS } from '../../engine/countries/countries.ts';

/** The artwork the product ships for each slide until staff replace it in the Carrusel tab. */
export function defaultCarouselImages() {
  return COUNTRY_KEYS.map((country, displayOrder) => ({
    country,
    backgroundImageUrl: `/img/carrusel/${country}.svg`,
    womanImageUrl: '/img/carrusel/consultora.svg',
    displayOrder,
  }));
}
