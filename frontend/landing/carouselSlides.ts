import { COUNTRY_KEYS, countryLabel } from '../../engine/countries/countries.ts';

/** One carousel record as GET /api/carousel-images serves it. */
export interface CarouselImage {
  country: string;
  backgroundImageUrl: string;
  womanImageUrl: string;
}

export interface CarouselSlide extends CarouselImage {
  label: string;
  subtitle: string;
}

/** The subtitle of each country's slide (docs/product-rules.md, Carousel); its label is the country's name, uppercased. */
const SUBTITLES: Record<string, string> = {
  usa: 'Llegamos con visa de turismo. Hoy guiamos a otros para que también lo logren.',
  canada: 'Estuvimos aquí. Te mostramos el camino paso a paso.',
  curacao: 'Un destino ideal para quienes desean descubrir lo mejor del Caribe.',
  peru: 'Llegamos como viajeros, y ayudamos a otros a hacerlo con confianza.',
  colombia: 'Viajamos, exploramos y ahora te ayudamos a vivirlo tú también.',
  europa: 'Descubre el continente de la historia, cultura y oportunidades infinitas.',
};

/** The slides in the countries' order; unknown countries follow the known ones, labelled with their uppercased key. */
export function toSlides(images: CarouselImage[]): CarouselSlide[] {
  const rank = (country: string) => {
    const index = (COUNTRY_KEYS as readonly string[]).indexOf(country);
    return index === -1 ? COUNTRY_KEYS.length : index;
  };
  return [...images]
    .sort((a, b) => rank(a.country) - rank(b.country))
    .map((image) => ({ ...image, label: countryLabel(image.country).toLocaleUpperCase('es'), subtitle: SUBTITLES[image.country] ?? '' }));
}
