import { useEffect, useState } from 'react';
import { apiRequest } from '../api/apiRequest.ts';
import { toSlides, type CarouselImage, type CarouselSlide } from './carouselSlides.ts';
import { useInitialCarousel } from './initialCarousel.ts';

export type CarouselState = { status: 'loading' } | { status: 'ready'; slides: CarouselSlide[] };

/**
 * The carousel's one request. A plain fetch rather than react-query: the landing page's budget has
 * no room for it, and this is the page's only read. A failed request shows the empty state (the carousel
 * has no error text: docs/product-rules.md, Carousel).
 */
export function useCarouselImages(): CarouselState {
  // Images the server wrote into the page need no request (initialCarousel.ts).
  const initial = useInitialCarousel();
  const [state, setState] = useState<CarouselState>(() =>
    initial ? { status: 'ready', slides: toSlides(initial) } : { status: 'loading' },
  );
  const loaded = initial !== null;
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    apiRequest<CarouselImage[]>('GET', '/api/carousel-images', undefined, { signal: controller.signal })
      .then((images) => setState({ status: 'ready', slides: toSlides(Array.isArray(images) ? images : []) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('carousel images', error);
          setState({ status: 'ready', slides: [] });
        }
      });
    return () => controller.abort();
  }, [loaded]);
  return state;
}
