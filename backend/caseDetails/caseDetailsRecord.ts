import { DEFAULT_PROCESS_STAGE, isProcessStage } from '../../engine/lifecycles/processStage.ts';
import type { RetiredFieldValue } from '../../engine/cases/retiredValues.ts';
import type { CaseDetailsRecord, CaseRetiredValue } from '../../schemas/generated/caseDetailsRecord.ts';

export type { CaseDetailsRecord };

export const DOCUMENTS_REVIEW_STATUSES = ['pending', 'verified', 'incomplete'] as const;
export type DocumentsReviewStatus = (typeof DOCUMENTS_REVIEW_STATUSES)[number];

/** A consultation_details row as `select *` returns it. */
export interface CaseDetailsRow {
  consultation_id: string;
  current_stage: string;
  form_template: string;
  template_version: number;
  documents_review_status: string;
  destination_country: string | null;
  marital_status: string | null;
  data: Record<string, unknown>;
  retired_values: RetiredFieldValue[] | null;
  version: number;
  updated_at: Date | string;
  updated_by: string | null;
}

export const CASE_DETAILS_COLUMNS = `consultation_id, current_stage, form_template, template_version, documents_review_status,
  destination_country, marital_status, data, retired_values, version, updated_at, updated_by`;

export function toCaseDetailsRecord(row: CaseDetailsRow): CaseDetailsRecord {
  const review = row.documents_review_status as DocumentsReviewStatus;
  return {
    consultationId: row.consultation_id,
    // A value stored by hand or by an older release reads as the default rather than breaking the dialog.
    currentStage: isProcessStage(row.current_stage) ? row.current_stage : DEFAULT_PROCESS_STAGE,
    formTemplate: row.form_template,
    templateVersion: row.template_version,
    documentsReviewStatus: DOCUMENTS_REVIEW_STATUSES.includes(review) ? review : 'pending',
    destinationCountry: row.destination_country,
    maritalStatus: row.marital_status,
    data: row.data ?? {},
    retiredValues: (row.retired_values ?? []) as CaseRetiredValue[],
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The case of a consultation nobody has saved yet: the defaults of docs/product-rules.md (Case details), version 0. */
export function emptyCaseDetails(consultationId: string, formTemplate: string, templateVersion: number): CaseDetailsRecord {
  return {
    consultationId,
    currentStage: DEFAULT_PROCESS_STAGE,
    formTemplate,
    templateVersion,
    documentsReviewStatus: 'pending',
    destinationCountry: formTemplate,
    maritalStatus: null,
    data: {},
    retiredValues: [],
    version: 0,
    updatedAt: null,
    updatedBy: null,
  };
}
