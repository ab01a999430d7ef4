import { inspectCase } from '../../../engine/cases/validation/inspectCase.ts';
import { checkRecords } from '../../../engine/templates/editing/checkRecords.ts';
import { diffTemplates } from '../../../engine/templates/editing/diffTemplates.ts';
import { caseKind as rules, draftAsCaseTemplate, servedTemplate } from '../../../engine/templates/kinds/caseKind.ts';
import { queryRows } from '../../db/sql.ts';
import type { KindContext, KindHandler } from './kindHandler.ts';

/** Case forms, one per destination: a draft is checked against every saved case of the destination (consultation_details). */
export function caseKind({ catalog }: KindContext): KindHandler {
  const { cases } = catalog;
  return {
    rules,
    keys: () => cases.keys(),
    label: (key) => cases.get(key).label,
    versions: (key) => cases.versions(key).map((version) => ({ version, content: servedTemplate(cases.get(key, version)) })),
    context: () => ({}),
    async effect(em, key, content) {
      const latest = cases.get(key);
      const draft = draftAsCaseTemplate(key, content, latest.version + 1);
      const rows = await queryRows<{
        consultation_id: string;
        name: string;
        template_version: number;
        data: Record<string, unknown> | null;
      }>(
        em,
        `select d.consultation_id, c.name, d.template_version, d.data from consultation_details d join consultations c on c.id = d.consultation_id
         where d.form_template = ? order by d.updated_at desc`,
        [key],
      );
      const saved = rows.map((row) => ({
        id: row.consultation_id,
        name: row.name,
        templateVersion: row.template_version,
        data: row.data ?? {},
      }));
      return {
        diff: diffTemplates(latest, draft),
        records: checkRecords(saved, draft, latest, (record) => inspectCase(draft, record.data).wrong),
      };
    },
  };
}
