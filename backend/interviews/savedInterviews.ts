import type { EntityManager } from '@mikro-orm/postgresql';
import { INTERVIEW_STEP_KEYS, interviewRegionOf, type InterviewRegion } from '../../engine/interview/types.ts';
import { queryRows } from '../db/sql.ts';

/** A stored interview's answers grouped by step key (`presentacion`…), with the region its steps are checked with. */
export interface SavedInterview {
  id: string;
  clientName: string;
  /** The interview's region; a stored value that is none is checked as 'usa', as a step save does. */
  region: InterviewRegion;
  templateVersion: number;
  data: Record<string, Record<string, unknown>>;
}

const COLUMNS = INTERVIEW_STEP_KEYS.map((_, i) => `step${i + 1}data`);

type Row = Record<string, Record<string, unknown> | null> & { id: string; client_name: string; template_version: number; country: string };

/** Every stored interview, the most recently saved first, or only the one with `id`; steps never saved are left out. */
export async function savedInterviews(em: EntityManager, id?: string): Promise<SavedInterview[]> {
  const rows = await queryRows<Row>(
    em,
    `select id, client_name, template_version, country, ${COLUMNS.join(', ')} from interviews ${id ? 'where id = ?' : ''} order by updated_at desc, id`,
    id ? [id] : [],
  );
  return rows.map((row) => ({
    id: row.id,
    clientName: row.client_name,
    region: interviewRegionOf(row.country),
    templateVersion: row.template_version,
    data: Object.fromEntries(INTERVIEW_STEP_KEYS.flatMap((step, i) => (row[COLUMNS[i]] ? [[step, row[COLUMNS[i]]!]] : []))),
  }));
}
