import { BUSINESS_NAME, BUSINESS_TAGLINE } from '../../engine/business/businessIdentity.ts';
import { TEXTS } from './texts.ts';

export function SiteHeader({ onBook }: { onBook: () => void }) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a className="brand" href="/">
          <img className="brand-logo" src="/img/logo.svg" alt="" width="44" height="44" />
          <span className="brand-text">
            <span className="brand-name">{BUSINESS_NAME}</span>
            <span className="brand-tagline">{BUSINESS_TAGLINE}</span>
          </span>
        </a>
        <nav className="site-nav" aria-label={TEXTS.nav.menuLabel}>
          <a href="#servicios">{TEXTS.nav.services}</a>
          <a href="#contact-section">{TEXTS.nav.contact}</a>
          <button type="button" className="button is-gold is-small" onClick={onBook}>
            {TEXTS.nav.book}
          </button>
        </nav>
      </div>
    </header>
  );
}
