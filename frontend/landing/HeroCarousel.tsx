import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { TEXTS } from './texts.ts';
import { useCarouselImages } from './useCarouselImages.ts';
import { useReducedMotion } from './useReducedMotion.ts';
import type { CarouselSlide } from './carouselSlides.ts';

/** The backgrounds' frame (the shipped artwork's 16:9,
 * docs/decisions/0135-is-rendered-again-by-the-server-when-carousel-images-are.md); CSS covers the hero with them. */
const BACKGROUND_SIZE = { width: 1600, height: 900 };

/** While the images load: one array for every render, so the preloading effect does not run again for nothing. */
const NO_SLIDES: CarouselSlide[] = [];

/** docs/product-rules.md, Carousel. */
export const CAROUSEL_INTERVAL_MS = 5000;

function preload(slide: CarouselSlide | undefined) {
  if (!slide) return;
  for (const url of [slide.backgroundImageUrl, slide.womanImageUrl]) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }
}

/**
 * The hero: one slide per destination, advancing every 5 s and wrapping. A mouse over it, keyboard focus
 * inside it, the pause button, or a system preference for reduced motion stop the rotation. A dot
 * clicked or tapped shows its slide and the rotation goes on from there: focus left on the dot by a
 * pointer does not count as keyboard focus, and a touch is not a hover.
 */
export function HeroCarousel({ onRequestEvaluation }: { onRequestEvaluation: () => void }) {
  const state = useCarouselImages();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const slides = state.status === 'ready' ? state.slides : NO_SLIDES;
  const count = slides.length;
  const rotating = count > 1 && !hovered && !focused && !pausedByUser && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval) so a dot click restarts the full 5 s.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  useEffect(() => {
    if (count === 0) return;
    preload(slides[index]);
    preload(slides[(index + 1) % count]);
  }, [slides, index, count]);

  const onPointerHover = (inside: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(inside);
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (state.status === 'loading' || count === 0) {
    return (
      <section className="hero-carousel is-placeholder" aria-label={TEXTS.carousel.label}>
        <div className="hero-overlay" />
        <p className="hero-status" role="status">
          {state.status === 'loading' ? TEXTS.carousel.loading : TEXTS.carousel.empty}
        </p>
      </section>
    );
  }

  const current = Math.min(index, count - 1);
  const slide = slides[current];
  return (
    <section
      className="hero-carousel"
      aria-roledescription="carrusel"
      aria-label={TEXTS.carousel.label}
      onPointerEnter={onPointerHover(true)}
      onPointerLeave={onPointerHover(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="hero-slides" aria-live={rotating ? 'off' : 'polite'}>
        <div
          key={slide.country}
          className="hero-slide"
          role="group"
          aria-roledescription="diapositiva"
          aria-label={TEXTS.carousel.slideOf(current + 1, count)}
          data-country={slide.country}
        >
          <img
            className="hero-background"
            src={slide.backgroundImageUrl}
            alt=""
            loading={current === 0 ? 'eager' : 'lazy'}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
            width={BACKGROUND_SIZE.width}
            height={BACKGROUND_SIZE.height}
          />
          <div className="hero-overlay" />
          <div className="container hero-content">
            <div className="hero-text">
              <h2 className="hero-country">{slide.label}</h2>
              {slide.subtitle && <p className="hero-subtitle">{slide.subtitle}</p>}
              <button type="button" className="button is-gold is-medium hero-cta" onClick={onRequestEvaluation}>
                {TEXTS.heroCta}
              </button>
            </div>
            <div className="hero-portrait">
              <img
                src={slide.womanImageUrl}
                alt={TEXTS.carousel.consultantAlt}
                loading={current === 0 ? 'eager' : 'lazy'}
                decoding="async"
                width="320"
                height="400"
              />
            </div>
          </div>
        </div>
      </div>
      <div className="hero-controls">
        {count > 1 && !reducedMotion && (
          <button
            type="button"
            className="hero-pause"
            aria-label={pausedByUser ? TEXTS.carousel.play : TEXTS.carousel.pause}
            aria-pressed={pausedByUser}
            onClick={() => setPausedByUser((p) => !p)}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              {pausedByUser ? (
                <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
              ) : (
                <path d="M4 2.5h3v11H4zm5 0h3v11H9z" fill="currentColor" />
              )}
            </svg>
          </button>
        )}
        <div className="hero-dots">
          {slides.map((s, i) => (
            <button
              key={s.country}
              type="button"
              className="hero-dot"
              aria-label={TEXTS.carousel.goTo(i + 1, s.label)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
