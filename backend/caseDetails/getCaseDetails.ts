import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import { AppError } from '../http/AppError.ts';
import {
  CASE_DETAILS_COLUMNS,
  emptyCaseDetails,
  toCaseDetailsRecord,
  type CaseDetailsRecord,
  type CaseDetailsRow,
} from './caseDetailsRecord.ts';
import { templateForDestination } from './caseTemplates.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { queryRows } from '../db/sql.ts';
import { prefillCase, type CaseContact } from '../../engine/cases/prefillCase.ts';

/**
 * The saved case of a consultation, or, while nobody has saved one, the empty case its destination calls
 * for with the identity fields filled from the consultation (docs/product-rules.md, Case details);
 * 404 for an unknown consultation.
 */
export async function getCaseDetails(em: EntityManager, templates: TemplateRegistry, consultationId: string): Promise<CaseDetailsRecord> {
  const [consultation] = await queryRows<CaseContact & { destination_country: string }>(
    em,
    'select destination_country, name, email, phone, address from consultations where id = ?',
    [consultationId],
  );
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const [row] = await queryRows<CaseDetailsRow>(em, `select ${CASE_DETAILS_COLUMNS} from consultation_details where consultation_id = ?`, [
    consultationId,
  ]);
  if (row) return toCaseDetailsRecord(row);
  const template = templates.get(templateForDestination(templates, consultation.destination_country));
  const empty = emptyCaseDetails(consultationId, template.key, template.version);
  return { ...empty, data: prefillCase(template, consultation) };
}
