import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseVersion } from '../../schemas/generated/caseVersion.ts';
import { AppError } from '../http/AppError.ts';
import { CASE_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

/** One saved version of a case with its form data, to restore it in the dialog. */
export async function getCaseVersion(em: EntityManager, id: string): Promise<CaseVersion> {
  const [row] = await queryRows<{
    id: string;
    consultation_id: string;
    template: string;
    template_version: number;
    form_data: Record<string, unknown>;
    updated_by: string | null;
    created_at: Date;
  }>(em, 'select id, consultation_id, template, template_version, form_data, updated_by, created_at from visa_forms where id = ?', [id]);
  if (!row) throw new AppError('not_found', CASE_TEXTS.versionNotFound);
  return {
    id: row.id,
    consultationId: row.consultation_id,
    template: row.template,
    templateVersion: row.template_version,
    formData: row.form_data,
    updatedBy: row.updated_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
