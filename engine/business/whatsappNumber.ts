/** The business's WhatsApp number when WHATSAPP_NUMBER is not set (also the one the prerendered landing holds). */
export const DEFAULT_WHATSAPP_NUMBER = '18095550123';

/** '18095550123' → '+1 (809) 555-0123'; other lengths are shown as digits after '+'. */
export function formatWhatsappNumber(digits: string): string {
  const match = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : `+${digits}`;
}
