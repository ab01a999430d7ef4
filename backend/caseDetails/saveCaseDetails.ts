import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalNotApplicable } from '../../engine/na/canonicalNotApplicable.ts';
import { isNotApplicable } from '../../engine/na/isNotApplicable.ts';
import { normalizeCaseData } from '../../engine/na/normalizeCaseData.ts';
import { DEFAULT_PROCESS_STAGE, isProcessStage, stageChange } from '../../engine/lifecycles/processStage.ts';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { CaseDetailsSave } from '../../schemas/generated/caseDetailsSave.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { checkCaseData } from './checkCaseData.ts';
import { CASE_DETAILS_COLUMNS, toCaseDetailsRecord, type CaseDetailsRecord, type CaseDetailsRow } from './caseDetailsRecord.ts';
import { resolveCaseTemplate } from './resolveCaseTemplate.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { CASE_TEXTS } from './texts.ts';
import { queryRows, runSql } from '../db/sql.ts';

/** The marital status summary column, read from the family section (NA and blanks are no value). */
function maritalStatusOf(data: Record<string, unknown>): string | null {
  const family = data.family as Record<string, unknown> | undefined;
  const value = family?.maritalStatus;
  return typeof value === 'string' && value.trim() && !isNotApplicable(value) ? value : null;
}

async function currentRow(tx: EntityManager, consultationId: string): Promise<CaseDetailsRow | undefined> {
  const [row] = await queryRows<CaseDetailsRow>(
    tx,
    `select ${CASE_DETAILS_COLUMNS} from consultation_details where consultation_id = ?`,
    [consultationId],
  );
  return row;
}

function stale(row: CaseDetailsRow): AppError {
  return new AppError('conflict', CASE_TEXTS.staleSave, [{ path: 'version', message: CASE_TEXTS.staleSave }], { current: toCaseDetailsRecord(row) });
}

/**
 * Saves a case in one transaction: checks `data` against its template (NA-aware), writes the details
 * with a conditional update on the version read (a stale save gets 409 and the current record, so
 * nothing is overwritten unseen), keeps the saved form as a new visa_forms version, and records a
 * stage change when the stage moved.
 */
export async function saveCaseDetails(
  em: EntityManager,
  templates: TemplateRegistry,
  body: CaseDetailsSave,
  actor: Actor,
  now: Date,
): Promise<CaseDetailsRecord> {
  const who = actor.username ?? '';
  const template = resolveCaseTemplate(templates, body.formTemplate, body.templateVersion);
  checkCaseData(template, body.data, 'data');
  const data = canonicalNotApplicable(normalizeCaseData(template.schema, body.data)) as Record<string, unknown>;
  const values = [
    body.currentStage, template.key, template.version, body.documentsReviewStatus, template.key, maritalStatusOf(data),
    JSON.stringify(data), now, who,
  ];

  return em.transactional(async (tx) => {
    const [consultation] = await queryRows<{ id: string; name: string }>(tx, 'select id, name from consultations where id = ?', [body.consultationId]);
    if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
    const before = await currentRow(tx, body.consultationId);

    let saved: CaseDetailsRow | undefined;
    if (body.version === 0) {
      if (before) throw stale(before);
      // Two first saves racing: the unique consultation_id lets exactly one insert through.
      [saved] = await queryRows<CaseDetailsRow>(
        tx,
        `insert into consultation_details (id, consultation_id, current_stage, form_template, template_version,
           documents_review_status, destination_country, marital_status, data, version, created_at, updated_at, updated_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 1, ?, ?, ?)
         on conflict (consultation_id) do nothing returning ${CASE_DETAILS_COLUMNS}`,
        [randomUUID(), body.consultationId, ...values.slice(0, 7), now, now, who],
      );
    } else {
      [saved] = await queryRows<CaseDetailsRow>(
        tx,
        `update consultation_details set current_stage = ?, form_template = ?, template_version = ?,
           documents_review_status = ?, destination_country = ?, marital_status = ?, data = ?::jsonb,
           updated_at = ?, updated_by = ?, version = version + 1
         where consultation_id = ? and version = ? returning ${CASE_DETAILS_COLUMNS}`,
        [...values, body.consultationId, body.version],
      );
    }
    if (!saved) {
      const current = await currentRow(tx, body.consultationId);
      if (current) throw stale(current);
      // A version > 0 for a case that was never saved: the client's copy is not from this server.
      throw new AppError('conflict', CASE_TEXTS.staleSave, [{ path: 'version', message: CASE_TEXTS.staleSave }]);
    }

    await runSql(
      tx,
      `insert into visa_forms (id, consultation_id, template, template_version, form_data, source, created_at, updated_at, updated_by)
       values (?, ?, ?, ?, ?::jsonb, 'manual_form', ?, ?, ?)`,
      [randomUUID(), body.consultationId, template.key, template.version, JSON.stringify(data), now, now, who],
    );

    const from = before && isProcessStage(before.current_stage) ? before.current_stage : DEFAULT_PROCESS_STAGE;
    if (from !== body.currentStage) {
      const change = stageChange(from, body.currentStage, who, now);
      await runSql(
        tx,
        'insert into stage_changes (id, consultation_id, from_stage, to_stage, changed_by, changed_at) values (?, ?, ?, ?, ?, ?)',
        [randomUUID(), body.consultationId, change.fromStage, change.toStage, change.changedBy, change.changedAt],
      );
    }
    const description = ACTIVITY_TEXTS.caseSaved(consultation.name, saved.version, false);
    await recordActivity(tx, actor, { action: 'case_saved', record: { kind: 'case', id: body.consultationId }, consultationId: body.consultationId, description }, now);
    return toCaseDetailsRecord(saved);
  });
}
