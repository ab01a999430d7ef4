import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { isBlank } from './isAnswered.ts';

/** What a consultation was requested with: the client's identity and how to reach them. */
export interface CaseContact {
  name: string;
  email: string;
  phone: string;
  address: string | null;
}

type CaseData = Record<string, Record<string, unknown>>;

/** Where each detail of the request goes in a case (the shared identity and residence sections). */
export const PREFILLED_FIELDS: readonly { from: keyof CaseContact; section: string; field: string }[] = [
  { from: 'name', section: 'identity', field: 'fullName' },
  { from: 'email', section: 'residence', field: 'email' },
  { from: 'phone', section: 'residence', field: 'primaryPhone' },
  { from: 'address', section: 'residence', field: 'currentAddressFull' },
];

/** Whether the field's own text rules accept `value`: a prefilled answer never starts out wrong. */
function fits(schema: JsonSchema, value: string): boolean {
  if (schema.type !== undefined && schema.type !== 'string') return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

/**
 * The answers a case starts with: `data` with the blank identity fields filled from the consultation
 * (name, e-mail, phone, address). An answer already there is never replaced, a field the template does
 * not have is skipped, and so is a value the field would refuse (too long, wrong pattern).
 */
export function prefillCase(template: CaseTemplate, contact: CaseContact, data: CaseData = {}): CaseData {
  const result: CaseData = { ...data };
  for (const { from, section, field } of PREFILLED_FIELDS) {
    const schema = template.schema.properties?.[section]?.properties?.[field];
    const value = contact[from]?.trim();
    if (!schema || !value || !isBlank(result[section]?.[field]) || !fits(schema, value)) continue;
    result[section] = { ...result[section], [field]: value };
  }
  return result;
}
