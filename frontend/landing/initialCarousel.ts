import { createContext, useContext } from 'react';
import type { CarouselImage } from './carouselSlides.ts';

/**
 * The carousel images the server wrote into the page of `/` (backend/http/landingPage.ts), so the first
 * slide paints with the HTML, without waiting for the script and GET /api/carousel-images. Null when the
 * page came without them (the build's prerender, which cannot know the database, or no image stored):
 * the carousel then loads them itself.
 */
export const CAROUSEL_DATA_ID = 'carousel-images';

export const InitialCarouselContext = createContext<CarouselImage[] | null>(null);

export function useInitialCarousel(): CarouselImage[] | null {
  return useContext(InitialCarouselContext);
}

/** The images in the page, as the server wrote them; null when absent or unreadable. */
export function readInitialCarousel(): CarouselImage[] | null {
  const text = document.getElementById(CAROUSEL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const images: unknown = JSON.parse(text);
    return Array.isArray(images) && images.length > 0 ? (images as CarouselImage[]) : null;
  } catch {
    return null;
  }
}

/** The <script> that carries the images in the page: JSON, which the browser never runs; `<` escaped so no text closes it. */
export function carouselDataScript(images: CarouselImage[]): string {
  const json = JSON.stringify(images)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${CAROUSEL_DATA_ID}">${json}</script>`;
}
