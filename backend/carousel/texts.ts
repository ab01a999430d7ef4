/** Every Spanish text the carousel API answers with, together for review. */
export const CAROUSEL_TEXTS = {
  unknownCountry: 'Ese país no tiene diapositiva en el carrusel',
} as const;
