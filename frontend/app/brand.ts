/** How to reach the business, as the site shows it (its name: engine/business/businessIdentity.ts). */
export const CONTACT_EMAIL = 'info@rumbomigratorio.do';
export const BUSINESS_COUNTRY = 'República Dominicana';

const DEFAULT_WHATSAPP_NUMBER = '18095550123';

/** The WhatsApp number is server configuration (WHATSAPP_NUMBER), written into the page as <meta name="whatsapp">. */
export function whatsappNumber(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="whatsapp"]')?.content ?? '';
  const digits = content.replace(/\D/g, '');
  return digits.length >= 10 ? digits : DEFAULT_WHATSAPP_NUMBER;
}

export function whatsappUrl(): string {
  return `https://wa.me/${whatsappNumber()}`;
}

/** '18095550123' → '+1 (809) 555-0123'; other lengths are shown as digits after '+'. */
export function formatWhatsappNumber(digits: string): string {
  const match = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : `+${digits}`;
}
