/** Slide order of the hero carousel (docs/product-rules.md, Carousel). */
export const CAROUSEL_COUNTRIES = ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao'] as const;
export type CarouselCountry = (typeof CAROUSEL_COUNTRIES)[number];

/** The artwork the product ships for each slide until staff replace it in the Carrusel tab. */
export function defaultCarouselImages() {
  return CAROUSEL_COUNTRIES.map((country, displayOrder) => ({
    country,
    backgroundImageUrl: `/img/carrusel/${country}.svg`,
    womanImageUrl: '/img/carrusel/consultora.svg',
    displayOrder,
  }));
}
