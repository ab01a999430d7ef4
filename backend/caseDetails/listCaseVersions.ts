import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseVersionList } from '../../schemas/generated/caseVersionList.ts';
import { AppError } from '../http/AppError.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { queryRows } from '../db/sql.ts';
import { UNCHECKED_SAVE } from './saveCaseDetails.ts';

/**
 * Every saved version of a case (visa_forms), newest first, without the form data. A version written by
 * a move to a newer template version names the version it moved from, read from the move's audit row
 * (written in the same transaction, with the same instant). One saved without the version it was read at
 * (saveCaseDetails) is marked `versionChecked: false`.
 */
export async function listCaseVersions(em: EntityManager, consultationId: string): Promise<CaseVersionList> {
  const [consultation] = await queryRows<{ id: string }>(em, 'select id from consultations where id = ?', [consultationId]);
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const rows = await queryRows<{
    id: string;
    template: string;
    template_version: number;
    upgraded_from: number | null;
    source: string;
    updated_by: string | null;
    created_at: Date;
  }>(
    em,
    `select v.id, v.template, v.template_version, a.from_version as upgraded_from, v.source, v.updated_by, v.created_at
     from visa_forms v
     left join template_audit a on v.source = 'template_upgrade' and a.action = 'case_upgrade'
       and a.consultation_id = v.consultation_id and a.at = v.created_at and a.to_version = v.template_version
     where v.consultation_id = ? order by v.created_at desc, v.id desc`,
    [consultationId],
  );
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    templateVersion: row.template_version,
    upgradedFrom: row.upgraded_from,
    versionChecked: row.source !== UNCHECKED_SAVE,
    updatedBy: row.updated_by,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
