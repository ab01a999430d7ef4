import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateKind } from '../../engine/templates/kinds/kind.ts';
import type { TemplateAuditEntry, TemplateAuditList } from '../../schemas/generated/templateAuditList.ts';
import { queryRows } from '../db/sql.ts';

/** How many entries the audit answers with, newest first. */
const LISTED = 200;

interface AuditRow {
  action: TemplateAuditEntry['action'];
  from_version: number | null;
  to_version: number;
  consultation_id: string | null;
  consultation_name: string | null;
  note: string | null;
  by: string;
  at: Date | string;
}

/** Every publish, rollback and case upgrade of a template: who, when, which versions, and which case. */
export async function listTemplateAudit(em: EntityManager, kind: TemplateKind, key: string): Promise<TemplateAuditList> {
  const rows = await queryRows<AuditRow>(
    em,
    `select a.action, a.from_version, a.to_version, a.consultation_id, c.name as consultation_name, a.note, a.by, a.at
     from template_audit a left join consultations c on c.id = a.consultation_id
     where a.kind = ? and a.key = ? order by a.at desc, a.id desc limit ${LISTED}`,
    [kind, key],
  );
  return rows.map((r) => ({
    action: r.action,
    fromVersion: r.from_version,
    toVersion: r.to_version,
    consultationId: r.consultation_id,
    consultationName: r.consultation_name,
    note: r.note,
    by: r.by,
    at: new Date(r.at).toISOString(),
  }));
}
