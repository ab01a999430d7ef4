import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';

export type ClientDifference = ConsultationItem['clientDifferences'][number];
type Details = Record<ClientDifference['field'], string | null>;

const FIELDS: ClientDifference['field'][] = ['name', 'email', 'phone', 'address'];

/**
 * Where the client's record differs from what a consultation was requested with, field by field, with
 * the record's value. A missing address and an empty one are the same; any other difference counts,
 * even of case or spacing, since staff decide what the record should say.
 */
export function clientDifferences(requested: Details, client: Details): ClientDifference[] {
  return FIELDS.filter((field) => (requested[field] ?? '') !== (client[field] ?? '')).map((field) => ({
    field,
    clientValue: client[field],
  }));
}
