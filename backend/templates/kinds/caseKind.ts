import { inspectCase } from '../../../engine/cases/validation/inspectCase.ts';
import { checkDraft } from '../../../engine/templates/editing/checkDraft.ts';
import { diffTemplates } from '../../../engine/templates/editing/diffTemplates.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { servedTemplate } from '../../caseDetails/caseTemplateRoutes.ts';
import { queryRows } from '../../db/sql.ts';
import { checkRecords } from '../checkRecords.ts';
import { identityProblems, type KindContext, type KindHandler } from './kindHandler.ts';

/** The draft's content as a template the engine can validate with. */
export function draftAsCaseTemplate(key: string, content: Record<string, unknown>, version: number): CaseTemplate {
  return { ...(content as unknown as CaseTemplate), kind: 'case', key, version, file: `borrador de ${key}` };
}

/** Case forms, one per destination: checked against every saved case of the destination (consultation_details). */
export function caseKind({ catalog }: KindContext): KindHandler {
  const { cases } = catalog;
  return {
    keys: () => cases.keys(),
    label: (key) => cases.get(key).label,
    versions: (key) => cases.versions(key).map((version) => ({ version, content: servedTemplate(cases.get(key, version)) })),
    problems: (key, content) => [...identityProblems('case', key, content), ...checkDraft('case', content)],
    compare: (_key, from, to) => ({ diff: diffTemplates(from as unknown as CaseTemplate, to as unknown as CaseTemplate) }),
    async effect(em, key, content) {
      const latest = cases.get(key);
      const draft = draftAsCaseTemplate(key, content, latest.version + 1);
      const rows = await queryRows<{ consultation_id: string; name: string; template_version: number; data: Record<string, unknown> | null }>(
        em,
        `select d.consultation_id, c.name, d.template_version, d.data from consultation_details d join consultations c on c.id = d.consultation_id
         where d.form_template = ? order by d.updated_at desc`,
        [key],
      );
      const saved = rows.map((row) => ({ id: row.consultation_id, name: row.name, templateVersion: row.template_version, data: row.data ?? {} }));
      return { diff: diffTemplates(latest, draft), records: checkRecords(saved, draft, latest, (record) => inspectCase(draft, record.data).wrong) };
    },
    stored(key, content, version) {
      const { kind: _k, key: _key, version: _v, file: _f, ...rest } = content;
      return { kind: 'case', key, version, ...rest };
    },
  };
}
