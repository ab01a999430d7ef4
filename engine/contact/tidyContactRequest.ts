import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';

/** A contact/appointment request as it is stored and sent: every field present, the honeypot left out. */
export type TidyContactRequest = Required<Omit<ContactRequest, 'website'>>;

/**
 * Surrounding spaces dropped from every text a person typed; no message reads as ''. The browser sends
 * the request tidied this way and the server tidies what it receives the same way before storing it.
 */
export function tidyContactRequest(body: ContactRequest): TidyContactRequest {
  return {
    name: body.name.trim(),
    email: body.email.trim(),
    phone: body.phone.trim(),
    address: body.address.trim(),
    country: body.country,
    preferredDate: body.preferredDate,
    message: (body.message ?? '').trim(),
  };
}
