import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { BUSINESS_COUNTRY, CONTACT_EMAIL, whatsappUrl } from '../app/brand.ts';
import { TEXTS } from './texts.ts';
import { COUNTRIES } from '../../engine/countries/countries.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div className="footer-about">
            <p className="footer-brand">
              <img src="/img/logo.svg" alt="" width="36" height="36" loading="lazy" />
              <span>{BUSINESS_NAME}</span>
            </p>
            <h2 className="footer-heading">{TEXTS.footer.aboutTitle}</h2>
            <p>{TEXTS.footer.about}</p>
          </div>
          <div>
            <h2 className="footer-heading">{TEXTS.footer.destinationsTitle}</h2>
            <ul className="footer-list">
              {COUNTRIES.map((c) => (
                <li key={c.value}>{c.label}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{TEXTS.footer.contactTitle}</h2>
            <ul className="footer-list">
              <li>
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </li>
              <li>
                <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </a>
              </li>
              <li>{BUSINESS_COUNTRY}</li>
            </ul>
          </div>
        </div>
        <p className="footer-rights">{TEXTS.footer.rights(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
