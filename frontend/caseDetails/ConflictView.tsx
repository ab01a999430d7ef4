import { useEffect, useRef } from 'react';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { PROCESS_STAGE_LABELS } from '../../engine/lifecycles/processStage.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { changedFields, toCaseData, type CaseData, type FieldChange } from './caseChanges.ts';
import { formatDateTime } from '../../engine/calendar/formatDate.ts';
import { CASE_TEXTS } from './texts.ts';

const T = CASE_TEXTS.conflict;

export interface ConflictViewProps {
  template: CaseTemplate;
  /** What this consultant has in the form. */
  mine: { formTemplate: string; currentStage: string; documentsReviewStatus: string; data: CaseData };
  /** What the other consultant saved. */
  theirs: CaseDetailsRecord;
  templateLabel: (key: string) => string;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onBack: () => void;
}

function summaryChanges(props: ConflictViewProps): FieldChange[] {
  const { mine, theirs, templateLabel } = props;
  const review = CASE_TEXTS.documentsReviewStatus;
  const rows: Array<[keyof typeof CASE_TEXTS.summaryFields, string, string]> = [
    ['formTemplate', templateLabel(mine.formTemplate), templateLabel(theirs.formTemplate)],
    [
      'currentStage',
      PROCESS_STAGE_LABELS[mine.currentStage as keyof typeof PROCESS_STAGE_LABELS] ?? mine.currentStage,
      PROCESS_STAGE_LABELS[theirs.currentStage],
    ],
    ['documentsReviewStatus', review[mine.documentsReviewStatus] ?? mine.documentsReviewStatus, review[theirs.documentsReviewStatus]],
  ];
  return rows.filter(([, a, b]) => a !== b).map(([key, a, b]) => ({ path: key, label: CASE_TEXTS.summaryFields[key], mine: a, theirs: b }));
}

/**
 * A save refused because someone else saved first: both versions side by side, field by field, and
 * the choice of which to keep. Nothing is overwritten until the consultant decides.
 */
export function ConflictView(props: ConflictViewProps) {
  const { template, mine, theirs, busy } = props;
  const changes = [...summaryChanges(props), ...changedFields(template, mine.data, toCaseData(theirs.data, template))];
  const title = useRef<HTMLHeadingElement>(null);
  // The panel appears at the top of a long dialog: bring it into view and to the screen reader.
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'start' });
  }, [theirs]);
  return (
    <section className="case-conflict" aria-labelledby="case-conflict-title" data-testid="case-conflict">
      <h3 id="case-conflict-title" className="case-conflict-title" ref={title} tabIndex={-1}>
        {T.title}
      </h3>
      <p>{T.description(theirs.updatedBy ?? T.someone, formatDateTime(theirs.updatedAt))}</p>
      {changes.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <div className="case-conflict-table-wrap">
          <table className="case-conflict-table">
            <thead>
              <tr>
                <th scope="col">{T.field}</th>
                <th scope="col">{T.mine}</th>
                <th scope="col">{T.theirs}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.path} data-path={change.path}>
                  <th scope="row">{change.label}</th>
                  <td className="is-mine">{change.mine || T.empty}</td>
                  <td className="is-theirs">{change.theirs || T.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="case-conflict-actions">
        <button type="button" className="button is-primary" aria-disabled={busy || undefined} onClick={() => !busy && props.onKeepMine()}>
          {T.keepMine}
        </button>
        <button type="button" className="button is-light" disabled={busy} onClick={props.onTakeTheirs}>
          {T.takeTheirs}
        </button>
        <button type="button" className="button is-white" disabled={busy} onClick={props.onBack}>
          {T.back}
        </button>
      </div>
    </section>
  );
}
