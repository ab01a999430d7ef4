import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseVersionList } from '../../schemas/generated/caseVersionList.ts';
import { AppError } from '../http/AppError.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { queryRows } from '../db/sql.ts';

/** Every saved version of a case (visa_forms), newest first, without the form data. */
export async function listCaseVersions(em: EntityManager, consultationId: string): Promise<CaseVersionList> {
  const [consultation] = await queryRows<{ id: string }>(em, 'select id from consultations where id = ?', [consultationId]);
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const rows = await queryRows<{ id: string; template: string; template_version: number; updated_by: string | null; created_at: Date }>(
    em,
    `select id, template, template_version, updated_by, created_at from visa_forms
     where consultation_id = ? order by created_at desc, id desc`,
    [consultationId],
  );
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    templateVersion: row.template_version,
    updatedBy: row.updated_by,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
