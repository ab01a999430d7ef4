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

/** docs/product-rules.md, Carousel: slide order and the label and subtitle of each country key. */
export const SLIDE_ORDER = ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao'];

const COPY: Record<string, { label: string; subtitle: string }> = {
  usa: { label: 'ESTADOS UNIDOS', subtitle: 'Llegamos con visa de turismo. Hoy guiamos a otros para que también lo logren.' },
  canada: { label: 'CANADÁ', subtitle: 'Estuvimos aquí. Te mostramos el camino paso a paso.' },
  curacao: { label: 'CURAZAO', subtitle: 'Un destino ideal para quienes desean descubrir lo mejor del Caribe.' },
  peru: { label: 'PERÚ', subtitle: 'Llegamos como viajeros, y ayudamos a otros a hacerlo con confianza.' },
  colombia: { label: 'COLOMBIA', subtitle: 'Viajamos, exploramos y ahora te ayudamos a vivirlo tú también.' },
  europa: { label: 'EUROPA', subtitle: 'Descubre el continente de la historia, cultura y oportunidades infinitas.' },
};

/** The slides in the product's order; unknown countries follow the known ones, labelled with their uppercased key. */
export function toSlides(images: CarouselImage[]): CarouselSlide[] {
  const rank = (country: string) => {
    const index = SLIDE_ORDER.indexOf(country);
    return index === -1 ? SLIDE_ORDER.length : index;
  };
  return [...images]
    .sort((a, b) => rank(a.country) - rank(b.country))
    .map((image) => ({ ...image, ...(COPY[image.country] ?? { label: image.country.toUpperCase(), subtitle: '' }) }));
}
