import type { EntityManager } from '@mikro-orm/postgresql';
import { applicantOf } from '../../../engine/cases/applicantOf.ts';
import type { TemplateRecordList } from '../../../schemas/generated/templateRecordList.ts';
import { textSearch, whereClause, type SqlCondition } from '../../db/lists/search.ts';
import { queryRows } from '../../db/sql.ts';
import { LISTED_RECORDS } from './recordSource.ts';

interface RecordRow {
  consultation_id: string;
  template_version: number;
  updated_at: Date | string;
  identity: Record<string, unknown> | null;
  name: string;
  email: string;
  appointment_date: string | null;
}

/**
 * The saved cases of a case template that the editor's preview can load, the most recently saved
 * first: each named by its applicant (the passport name the case holds, else the consultation's
 * name) and its consultation. `search` matches either name, the e-mail or the phone.
 */
export async function listCaseRecords(em: EntityManager, key: string, search: string | null): Promise<TemplateRecordList> {
  const conditions: SqlCondition[] = [{ sql: 'd.form_template = ?', params: [key] }];
  if (search)
    conditions.push(
      textSearch(search, { name: 'c.name', email: 'c.email', phone: 'c.phone', others: ["d.data #>> '{identity,fullName}'"] }),
    );
  const where = whereClause(conditions);
  const from = 'consultation_details d join consultations c on c.id = d.consultation_id';
  const rows = await queryRows<RecordRow>(
    em,
    `select d.consultation_id, d.template_version, d.updated_at, d.data -> 'identity' as identity, c.name, c.email,
       to_char(c.appointment_date, 'YYYY-MM-DD') as appointment_date
     from ${from} ${where.sql} order by d.updated_at desc, d.consultation_id limit ${LISTED_RECORDS}`,
    where.params,
  );
  const [count] = await queryRows<{ total: string | number }>(em, `select count(*) as total from ${from} ${where.sql}`, where.params);
  return {
    items: rows.map((row) => ({
      consultationId: row.consultation_id,
      applicantName: applicantOf({ identity: row.identity }, row.name),
      consultationName: row.name,
      email: row.email,
      appointmentDate: row.appointment_date,
      templateVersion: row.template_version,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    total: Number(count.total),
    limit: LISTED_RECORDS,
  };
}
