import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addRetiredValues, retiredFieldValues } from '../../engine/cases/retiredValues.ts';
import { returnRetiredValues } from '../../engine/cases/returnRetiredValues.ts';
import { diffTemplates } from '../../engine/templates/editing/diffTemplates.ts';
import { upgradeCaseData } from '../../engine/templates/editing/upgradeCaseData.ts';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import type { CaseUpgrade } from '../../schemas/generated/caseUpgrade.ts';
import type { CaseUpgradeAnswer } from '../../schemas/generated/caseUpgradeAnswer.ts';
import { CASE_DETAILS_COLUMNS, toCaseDetailsRecord, type CaseDetailsRow } from '../caseDetails/caseDetailsRecord.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

/** What a move answers (schemas/caseUpgradeAnswer): the diff, the values set apart and given back, the case after it. */
export type { CaseUpgradeAnswer };

async function caseRow(em: EntityManager, consultationId: string): Promise<CaseDetailsRow> {
  const [consultation] = await queryRows(em, 'select id from consultations where id = ?', [consultationId]);
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const [row] = await queryRows<CaseDetailsRow>(em, `select ${CASE_DETAILS_COLUMNS} from consultation_details where consultation_id = ?`, [
    consultationId,
  ]);
  if (!row) throw new AppError('invalid', TEMPLATE_TEXTS.caseNotSaved, [{ path: 'version', message: TEMPLATE_TEXTS.caseNotSaved }]);
  return row;
}

/**
 * 'Actualizar a la versión N' on a saved case: with `preview`, what would change (the diff between the
 * case's version and N, the values set apart) and nothing else; without, the move in one transaction,
 * conditional on the case version read (409 when stale): the case names version N, holds the moved
 * data and keeps the values set apart with those of earlier moves (retired_values), those of earlier
 * moves whose fields the new version has again go back into the data (engine/cases/returnRetiredValues.ts), the move is kept
 * as a visa_forms version like any save, and the audit row records who, when, which versions and every
 * value set apart (the previous visa_forms version keeps them too). Only a newer version is a move:
 * an older one is refused (a rollback publishes old content under a new number).
 */
export async function upgradeCase(
  em: EntityManager,
  templates: TemplateRegistry,
  consultationId: string,
  body: CaseUpgrade,
  actor: Actor,
  now: Date,
): Promise<CaseUpgradeAnswer> {
  const who = actor.username ?? '';
  const row = await caseRow(em, consultationId);
  if (row.version !== body.version) {
    throw new AppError('conflict', TEMPLATE_TEXTS.staleCase, [{ path: 'version', message: TEMPLATE_TEXTS.staleCase }], {
      current: toCaseDetailsRecord(row),
    });
  }
  const from = templates.find(row.form_template, row.template_version);
  const to = templates.find(row.form_template, body.toVersion);
  if (!from || !to)
    throw new AppError('invalid', TEMPLATE_TEXTS.unknownVersion, [{ path: 'toVersion', message: TEMPLATE_TEXTS.unknownVersion }]);
  if (to.version <= from.version) {
    const message =
      to.version === from.version ? TEMPLATE_TEXTS.caseAlreadyOnVersion(to.version) : TEMPLATE_TEXTS.caseOnNewerVersion(from.version);
    throw new AppError('invalid', message, [{ path: 'toVersion', message }]);
  }
  const diff = diffTemplates(from, to);
  const moved = upgradeCaseData(from, to, row.data ?? {});
  const retired = retiredFieldValues(from, to.version, moved.retired);
  // A version that has a retired field again (a rollback) takes back the answers kept apart for it.
  const back = returnRetiredValues(to, moved.data, row.retired_values ?? []);
  const { data, returned } = back;
  const kept = addRetiredValues(back.kept, retired);
  const answer = { fromVersion: from.version, toVersion: to.version, diff, retired, returned, preview: Boolean(body.preview) };
  if (body.preview) return { ...answer, case: toCaseDetailsRecord({ ...row, template_version: to.version, data, retired_values: kept }) };

  return em.transactional(async (tx) => {
    const [saved] = await queryRows<CaseDetailsRow>(
      tx,
      `update consultation_details set template_version = ?, data = ?::jsonb, retired_values = ?::jsonb, updated_at = ?, updated_by = ?, version = version + 1
       where consultation_id = ? and version = ? returning ${CASE_DETAILS_COLUMNS}`,
      [to.version, JSON.stringify(data), JSON.stringify(kept), now, who, consultationId, body.version],
    );
    if (!saved) {
      const current = await caseRow(tx, consultationId);
      throw new AppError('conflict', TEMPLATE_TEXTS.staleCase, [{ path: 'version', message: TEMPLATE_TEXTS.staleCase }], {
        current: toCaseDetailsRecord(current),
      });
    }
    await runSql(
      tx,
      `insert into visa_forms (id, consultation_id, template, template_version, form_data, source, created_at, updated_at, updated_by)
       values (?, ?, ?, ?, ?::jsonb, 'template_upgrade', ?, ?, ?)`,
      [randomUUID(), consultationId, to.key, to.version, JSON.stringify(data), now, now, who],
    );
    await runSql(
      tx,
      `insert into template_audit (id, action, kind, key, from_version, to_version, consultation_id, details, by, at)
       values (?, 'case_upgrade', 'case', ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [randomUUID(), to.key, from.version, to.version, consultationId, JSON.stringify({ retired, returned, diff }), who, now],
    );
    const [consultation] = await queryRows<{ name: string }>(tx, 'select name from consultations where id = ?', [consultationId]);
    const description = ACTIVITY_TEXTS.caseUpgraded(consultation.name, from.version, to.version);
    await recordActivity(
      tx,
      actor,
      { action: 'case_upgraded', record: { kind: 'case', id: consultationId }, consultationId, description },
      now,
    );
    return { ...answer, case: toCaseDetailsRecord(saved) };
  });
}
