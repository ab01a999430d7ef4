import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';

/** A validated contact/appointment request, tidied for storage. */
export interface Submission {
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  /** YYYY-MM-DD, or '' for no date. */
  preferredDate: string;
  /** '' when none was written. */
  message: string;
}

export function toSubmission(body: ContactRequest): Submission {
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

/** The honeypot field is hidden from people: only automated senders fill it. */
export const isAutomated = (body: ContactRequest) => (body.website ?? '').trim() !== '';
