import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import { AppError } from '../http/AppError.ts';
import { CASE_DETAILS_COLUMNS, emptyCaseDetails, toCaseDetailsRecord, type CaseDetailsRecord, type CaseDetailsRow } from './caseDetailsRecord.ts';
import { templateForDestination } from './caseTemplates.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { queryRows } from '../db/sql.ts';

/** The saved case of a consultation, or the empty case its destination calls for; 404 for an unknown consultation. */
export async function getCaseDetails(em: EntityManager, templates: TemplateRegistry, consultationId: string): Promise<CaseDetailsRecord> {
  const [consultation] = await queryRows<{ destination_country: string }>(
    em,
    'select destination_country from consultations where id = ?',
    [consultationId],
  );
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const [row] = await queryRows<CaseDetailsRow>(
    em,
    `select ${CASE_DETAILS_COLUMNS} from consultation_details where consultation_id = ?`,
    [consultationId],
  );
  if (row) return toCaseDetailsRecord(row);
  const key = templateForDestination(templates, consultation.destination_country);
  return emptyCaseDetails(consultationId, key, templates.get(key).version);
}
