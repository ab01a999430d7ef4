import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';

/**
 * The case PDF is drawn in the browser; the dialog reports each download here so the activity record
 * says who took a copy of whose case, and when.
 */
export async function recordPdfDownload(em: EntityManager, actor: Actor, consultationId: string, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await queryRows<{ name: string; country: string }>(
      tx,
      `select c.name, coalesce(d.form_template, c.destination_country) as country
       from consultations c left join consultation_details d on d.consultation_id = c.id where c.id = ?`,
      [consultationId],
    );
    if (!row) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
    const description = ACTIVITY_TEXTS.casePdf(row.name, row.country);
    await recordActivity(
      tx,
      actor,
      { action: 'case_pdf_downloaded', record: { kind: 'case', id: consultationId }, consultationId, description },
      now,
    );
  });
}
