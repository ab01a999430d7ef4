import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import { tidyContactRequest, type TidyContactRequest } from '../../engine/contact/tidyContactRequest.ts';

/** A validated contact/appointment request, tidied for storage. */
export type Submission = TidyContactRequest;

export const toSubmission: (body: ContactRequest) => Submission = tidyContactRequest;

/** The honeypot field is hidden from people: only automated senders fill it. */
export const isAutomated = (body: ContactRequest) => (body.website ?? '').trim() !== '';
