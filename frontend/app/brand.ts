import { DEFAULT_WHATSAPP_NUMBER } from '../../engine/business/whatsappNumber.ts';

export { formatWhatsappNumber } from '../../engine/business/whatsappNumber.ts';

/** How to reach the business, as the site shows it (its name: engine/business/businessIdentity.ts). */
export const CONTACT_EMAIL = 'info@rumbomigratorio.do';
export const BUSINESS_COUNTRY = 'República Dominicana';

/** The WhatsApp number is server configuration (WHATSAPP_NUMBER), written into the page as <meta name="whatsapp">. */
export function whatsappNumber(): string {
  // No document while the build prerenders the landing page: the server writes the configured number into it.
  const content = typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="whatsapp"]')?.content ?? '');
  const digits = content.replace(/\D/g, '');
  return digits.length >= 10 ? digits : DEFAULT_WHATSAPP_NUMBER;
}

export function whatsappUrl(): string {
  return `https://wa.me/${whatsappNumber()}`;
}
