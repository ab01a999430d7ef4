import { applicantOf } from '../../../engine/cases/applicantOf.ts';
import { queryRows } from '../../db/sql.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';
import { createDraftPreview } from './casePreview.ts';
import { listCaseRecords } from './listCaseRecords.ts';
import type { RecordSource } from './recordSource.ts';

/**
 * The saved cases of a case template: each read as it is saved now (consultation_details), named by its
 * applicant, and checked against a draft as a case save checks it (wrong answers, and the required ones
 * left blank, which never block a save). A case's check needs nothing of the record but its data.
 */
export function caseRecords(now: () => Date): RecordSource {
  const preview = createDraftPreview(now);
  return {
    notFound: TEMPLATE_TEXTS.caseNotFound,
    list: listCaseRecords,
    async read(em, key, id) {
      const [row] = await queryRows<{ template_version: number; data: Record<string, unknown> | null; name: string }>(
        em,
        'select d.template_version, d.data, c.name from consultation_details d join consultations c on c.id = d.consultation_id where d.consultation_id = ? and d.form_template = ?',
        [id, key],
      );
      return row ? { id, name: applicantOf(row.data, row.name), templateVersion: row.template_version, data: row.data ?? {} } : null;
    },
    check: async (_em, _key, { schema, data }) => preview(schema, data),
  };
}
