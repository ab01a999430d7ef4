import { TEXTS } from './texts.ts';

export function Testimonial({ onRequestEvaluation }: { onRequestEvaluation: () => void }) {
  return (
    <section className="testimonial-section" aria-label={TEXTS.testimonial.label}>
      <div className="container testimonial-inner">
        <figure className="testimonial">
          <svg className="testimonial-mark" viewBox="0 0 48 36" width="48" height="36" aria-hidden="true">
            <path
              d="M0 36V22C0 9.5 6.3 2.2 19 0l2 5.2C13.8 7 10.3 11 10 17h9v19H0zm27 0V22C27 9.5 33.3 2.2 46 0l2 5.2C40.8 7 37.3 11 37 17h9v19H27z"
              fill="currentColor"
            />
          </svg>
          <blockquote>
            <p>{TEXTS.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            <span className="testimonial-author">{TEXTS.testimonial.author}</span>
            <span className="testimonial-role">{TEXTS.testimonial.role}</span>
          </figcaption>
        </figure>
        <button type="button" className="button is-gold is-medium testimonial-cta" onClick={onRequestEvaluation}>
          {TEXTS.testimonial.cta}
        </button>
      </div>
    </section>
  );
}
