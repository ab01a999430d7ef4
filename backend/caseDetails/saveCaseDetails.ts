import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalNotApplicable } from '../../engine/notApplicable/canonicalNotApplicable.ts';
import { isNotApplicable } from '../../engine/notApplicable/isNotApplicable.ts';
import { normalizeCaseData } from '../../engine/cases/validation/normalizeCaseData.ts';
import { DEFAULT_PROCESS_STAGE, isProcessStage, stageChange } from '../../engine/lifecycles/processStage.ts';
import type { TemplateRegistry } from '../../engine/templates/registry.ts';
import { layFieldsOver, placeFlatFields } from '../../engine/cases/placeFlatFields.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { CaseDetailsFlatSave } from '../../schemas/generated/caseDetailsFlatSave.ts';
import type { CaseDetailsSave } from '../../schemas/generated/caseDetailsSave.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { HTTP_TEXTS } from '../http/texts.ts';
import { checkCaseData } from './checkCaseData.ts';
import { CASE_DETAILS_COLUMNS, toCaseDetailsRecord, type CaseDetailsRecord, type CaseDetailsRow } from './caseDetailsRecord.ts';
import { resolveCaseTemplate } from './resolveCaseTemplate.ts';
import { templateForDestination } from './caseTemplates.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { CASE_TEXTS } from './texts.ts';
import { queryRows, runSql } from '../db/sql.ts';

/** visa_forms.source of a version saved without the version it was read at (listCaseVersions marks it). */
export const UNCHECKED_SAVE = 'unchecked_save';

/** The marital status summary column, read from the family section (NA and blanks are no value). */
function maritalStatusOf(data: Record<string, unknown>): string | null {
  const family = data.family as Record<string, unknown> | undefined;
  const value = family?.maritalStatus;
  return typeof value === 'string' && value.trim() && !isNotApplicable(value) ? value : null;
}

async function currentRow(tx: EntityManager, consultationId: string, lock = false): Promise<CaseDetailsRow | undefined> {
  const [row] = await queryRows<CaseDetailsRow>(
    tx,
    `select ${CASE_DETAILS_COLUMNS} from consultation_details where consultation_id = ?${lock ? ' for update' : ''}`,
    [consultationId],
  );
  return row;
}

function stale(row: CaseDetailsRow): AppError {
  return new AppError('conflict', CASE_TEXTS.staleSave, [{ path: 'version', message: CASE_TEXTS.staleSave }], {
    current: toCaseDetailsRecord(row),
  });
}

interface ConsultationRow {
  id: string;
  name: string;
  destination_country: string;
}

async function consultationOf(tx: EntityManager, consultationId: string): Promise<ConsultationRow> {
  const [consultation] = await queryRows<ConsultationRow>(tx, 'select id, name, destination_country from consultations where id = ?', [
    consultationId,
  ]);
  if (!consultation) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  return consultation;
}

/**
 * Saves a case sent by sections (`data`). With the version read (`version`, 0 for a case never saved),
 * the write is a conditional update on it: a stale save gets 409 and the current record, so nothing is
 * overwritten unseen. Without one, it is a new version on top of the latest, marked as saved without a
 * version check; the earlier versions stay in the history. docs/api.md, Case details.
 */
export async function saveCaseDetails(
  em: EntityManager,
  templates: TemplateRegistry,
  body: CaseDetailsSave,
  actor: Actor,
  now: Date,
): Promise<CaseDetailsRecord> {
  const template = resolveCaseTemplate(templates, body.formTemplate, body.templateVersion);
  checkCaseData(template, body.data, 'data');
  return em.transactional(async (tx) => {
    const consultation = await consultationOf(tx, body.consultationId);
    const before = await currentRow(tx, body.consultationId, body.version === undefined);
    return writeCase(tx, { ...body, template, before, consultation }, actor, now);
  });
}

/**
 * Saves a case sent flat (`{consultationId, fullName, passportNumber, …}`): each field placed in its
 * section by the case's template version and laid over the saved answers (a field not sent keeps its
 * value); what is not sent of the stage, review status and template is the saved case's, or for a case
 * never saved the consultation's destination at its latest version. Then written as saveCaseDetails
 * writes, with the row locked so the answers it is laid over are the ones it replaces.
 */
export async function saveFlatCaseDetails(
  em: EntityManager,
  templates: TemplateRegistry,
  body: CaseDetailsFlatSave,
  actor: Actor,
  now: Date,
): Promise<CaseDetailsRecord> {
  const { consultationId, formTemplate, templateVersion, currentStage, documentsReviewStatus, version, ...fields } = body;
  return em.transactional(async (tx) => {
    const consultation = await consultationOf(tx, consultationId);
    const before = await currentRow(tx, consultationId, version === undefined);
    const key = formTemplate ?? before?.form_template ?? templateForDestination(templates, consultation.destination_country);
    const sameTemplate = before?.form_template === key;
    const template = resolveCaseTemplate(templates, key, templateVersion ?? (sameTemplate ? before.template_version : undefined));
    const placed = placeFlatFields(template.schema, fields);
    if (placed.problems.length) throw new AppError('invalid', HTTP_TEXTS.invalidBody, placed.problems);
    const saved = sameTemplate ? (before.data as Record<string, unknown>) : {};
    const data = layFieldsOver(saved, placed.sections);
    // Named as they were sent: `birthDate`, not `data.identity.birthDate`.
    checkCaseData(template, data, (path) => path.split('.').slice(1).join('.') || 'data');
    return writeCase(
      tx,
      {
        consultationId,
        currentStage: currentStage ?? (before && isProcessStage(before.current_stage) ? before.current_stage : DEFAULT_PROCESS_STAGE),
        documentsReviewStatus:
          documentsReviewStatus ?? (before?.documents_review_status as CaseDetailsSave['documentsReviewStatus'] | undefined) ?? 'pending',
        data,
        version,
        template,
        before,
        consultation,
      },
      actor,
      now,
    );
  });
}

interface CaseWrite {
  consultationId: string;
  currentStage: CaseDetailsSave['currentStage'];
  documentsReviewStatus: CaseDetailsSave['documentsReviewStatus'];
  data: Record<string, unknown>;
  /** The version read; absent for a save on top of the latest. */
  version?: number;
  template: CaseTemplate;
  before: CaseDetailsRow | undefined;
  consultation: ConsultationRow;
}

/**
 * The write of a checked case, in the caller's transaction: the details (inserted, or updated on the
 * version read), the saved form as a new visa_forms version, a stage change when the stage moved, and
 * the activity line.
 */
async function writeCase(tx: EntityManager, save: CaseWrite, actor: Actor, now: Date): Promise<CaseDetailsRecord> {
  const who = actor.username ?? '';
  const { consultationId, template, before, consultation } = save;
  const data = canonicalNotApplicable(normalizeCaseData(template.schema, save.data)) as Record<string, unknown>;
  const values = [
    save.currentStage,
    template.key,
    template.version,
    save.documentsReviewStatus,
    template.key,
    maritalStatusOf(data),
    JSON.stringify(data),
    now,
    who,
  ];
  const insert = () =>
    // Two first saves racing: the unique consultation_id lets exactly one insert through.
    queryRows<CaseDetailsRow>(
      tx,
      `insert into consultation_details (id, consultation_id, current_stage, form_template, template_version,
         documents_review_status, destination_country, marital_status, data, version, created_at, updated_at, updated_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 1, ?, ?, ?)
       on conflict (consultation_id) do nothing returning ${CASE_DETAILS_COLUMNS}`,
      [randomUUID(), consultationId, ...values.slice(0, 7), now, now, who],
    );
  const update = (readVersion: number | undefined) =>
    queryRows<CaseDetailsRow>(
      tx,
      `update consultation_details set current_stage = ?, form_template = ?, template_version = ?,
         documents_review_status = ?, destination_country = ?, marital_status = ?, data = ?::jsonb,
         updated_at = ?, updated_by = ?, version = version + 1
       where consultation_id = ?${readVersion === undefined ? '' : ' and version = ?'} returning ${CASE_DETAILS_COLUMNS}`,
      [...values, consultationId, ...(readVersion === undefined ? [] : [readVersion])],
    );

  let saved: CaseDetailsRow | undefined;
  if (save.version === 0) {
    if (before) throw stale(before);
    [saved] = await insert();
  } else if (save.version !== undefined) {
    [saved] = await update(save.version);
  } else {
    // On top of the latest: the row is locked (or absent, and a racing first save wins the insert).
    [saved] = before ? await update(undefined) : await insert();
    if (!saved) [saved] = await update(undefined);
  }
  if (!saved) {
    const current = await currentRow(tx, consultationId);
    if (current) throw stale(current);
    // A version > 0 for a case that was never saved: the client's copy is not from this server.
    throw new AppError('conflict', CASE_TEXTS.staleSave, [{ path: 'version', message: CASE_TEXTS.staleSave }]);
  }

  const unchecked = save.version === undefined;
  await runSql(
    tx,
    `insert into visa_forms (id, consultation_id, template, template_version, form_data, source, created_at, updated_at, updated_by)
     values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)`,
    [
      randomUUID(),
      consultationId,
      template.key,
      template.version,
      JSON.stringify(data),
      unchecked ? UNCHECKED_SAVE : 'manual_form',
      now,
      now,
      who,
    ],
  );

  const from = before && isProcessStage(before.current_stage) ? before.current_stage : DEFAULT_PROCESS_STAGE;
  if (from !== save.currentStage) {
    const change = stageChange(from, save.currentStage, who, now);
    await runSql(
      tx,
      'insert into stage_changes (id, consultation_id, from_stage, to_stage, changed_by, changed_at) values (?, ?, ?, ?, ?, ?)',
      [randomUUID(), consultationId, change.fromStage, change.toStage, change.changedBy, change.changedAt],
    );
  }
  const description = ACTIVITY_TEXTS.caseSaved(consultation.name, saved.version, unchecked);
  await recordActivity(tx, actor, { action: 'case_saved', record: { kind: 'case', id: consultationId }, consultationId, description }, now);
  return toCaseDetailsRecord(saved);
}
