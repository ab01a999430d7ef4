import { PROCESS_STAGE_LABELS, PROCESS_STAGES, type ProcessStage } from '../../engine/lifecycles/processStage.ts';
import type { CaseTemplateList } from '../../schemas/generated/caseTemplateList.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { CASE_TEXTS } from './texts.ts';

const REVIEW_STATUSES = ['pending', 'verified', 'incomplete'] as const;

export interface CaseSummaryFieldsProps {
  templates: CaseTemplateList;
  formTemplate: string;
  currentStage: ProcessStage;
  documentsReviewStatus: CaseDetailsRecord['documentsReviewStatus'];
  disabled: boolean;
  onTemplate: (key: string) => void;
  onStage: (stage: ProcessStage) => void;
  onReview: (status: CaseDetailsRecord['documentsReviewStatus']) => void;
}

/** The case summary: destination (which form), process stage and documents review. */
export function CaseSummaryFields(props: CaseSummaryFieldsProps) {
  const { templates, formTemplate, currentStage, documentsReviewStatus, disabled } = props;
  const known = templates.some((t) => t.key === formTemplate);
  return (
    <div className="case-summary">
      <div className="field">
        <label className="label" htmlFor="case-destination">
          {CASE_TEXTS.destination}
        </label>
        <div className="select is-fullwidth">
          <select id="case-destination" value={formTemplate} disabled={disabled} onChange={(event) => props.onTemplate(event.target.value)}>
            {!known && <option value={formTemplate}>{formTemplate}</option>}
            {templates.map((template) => (
              <option key={template.key} value={template.key}>
                {template.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor="case-stage">
          {CASE_TEXTS.stage}
        </label>
        <div className="select is-fullwidth">
          <select
            id="case-stage"
            value={currentStage}
            disabled={disabled}
            onChange={(event) => props.onStage(event.target.value as ProcessStage)}
          >
            {PROCESS_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {PROCESS_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor="case-review">
          {CASE_TEXTS.documentsReview}
        </label>
        <div className="select is-fullwidth">
          <select
            id="case-review"
            value={documentsReviewStatus}
            disabled={disabled}
            onChange={(event) => props.onReview(event.target.value as CaseDetailsRecord['documentsReviewStatus'])}
          >
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CASE_TEXTS.documentsReviewStatus[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
