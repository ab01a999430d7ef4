import schema from '../../schemas/contactRequest.schema.json' with { type: 'json' };
import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import { tidyContactRequest } from '../../engine/contact/tidyContactRequest.ts';
import type { ContactCheck } from './contactCheck.ts';

/**
 * What the contact form and the appointment modal hold while someone types: every field of the request
 * as a string, the honeypot `website` included (people never see it; software that fills every field does).
 */
export type ContactFormValues = Record<keyof Required<ContactRequest>, string>;

export type ContactFieldName = keyof ContactFormValues;
export type FieldErrors = Partial<Record<ContactFieldName, string>>;

interface ContactRequestSchema {
  properties: Record<string, { 'x-label'?: string; 'x-messages'?: Record<string, string> }>;
}

export const contactRequestSchema = schema as ContactRequestSchema;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  country: '',
  preferredDate: '',
  message: '',
  website: '',
};

/** The label of a field, from the schema. */
export function labelOf(field: ContactFieldName): string {
  return contactRequestSchema.properties[field]?.['x-label'] ?? field;
}

/** '2026-05-04T00:00:00.000Z' or '2026-05-04' → '2026-05-04' (what a date input accepts); anything else → ''. */
export function toDateInputValue(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return match ? match[1] : '';
}

/** The request body: surrounding spaces dropped from one-line fields; the honeypot sent only when filled. */
export function toContactRequest(values: ContactFormValues): ContactRequest {
  const body: ContactRequest = tidyContactRequest({
    ...values,
    country: values.country as ContactRequest['country'],
    preferredDate: toDateInputValue(values.preferredDate),
  });
  if (values.website) body.website = values.website;
  return body;
}

/**
 * The schema's rules (the server's exactly, by `check`: contactCheck.ts), plus one rule of the screens:
 * the preferred date is marked required, so the form asks for one although the API also accepts ''.
 */
export function validateContactForm(check: ContactCheck, values: ContactFormValues, now?: () => Date): FieldErrors {
  const errors = check(toContactRequest(values), now) as FieldErrors;
  if (!errors.preferredDate && values.preferredDate === '') {
    errors.preferredDate = contactRequestSchema.properties.preferredDate['x-messages']?.required ?? 'Este campo es obligatorio';
  }
  return errors;
}
