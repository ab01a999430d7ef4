import { useEffect, useId, useRef, useState } from 'react';
import { BUSINESS_NAME, BUSINESS_TAGLINE } from '../../engine/business/businessIdentity.ts';
import { TEXTS } from './texts.ts';

/**
 * The sticky header. On a phone 'Servicios' and 'Contacto' sit behind a menu button (the booking button
 * stays in sight); following a link, pressing Esc or tapping outside closes the menu.
 */
export function SiteHeader({ onBook }: { onBook: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
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
        <nav ref={nav} className="site-nav" aria-label={TEXTS.nav.menuLabel}>
          <div id={menuId} className={`site-menu${open ? ' is-open' : ''}`}>
            <a href="#servicios" onClick={close}>
              {TEXTS.nav.services}
            </a>
            <a href="#contact-section" onClick={close}>
              {TEXTS.nav.contact}
            </a>
          </div>
          <button
            type="button"
            className="button is-gold is-small"
            onClick={() => {
              close();
              onBook();
            }}
          >
            {TEXTS.nav.book}
          </button>
          <button
            ref={toggle}
            type="button"
            className={`site-menu-toggle${open ? ' is-active' : ''}`}
            aria-label={TEXTS.nav.menu}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </button>
        </nav>
      </div>
    </header>
  );
}
