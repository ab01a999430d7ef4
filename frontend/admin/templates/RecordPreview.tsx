import { useCallback, useMemo, useState } from 'react';
import { errorsOfSection } from '../../../engine/sections/errorsOfSection.ts';
import { templateFields } from '../../../engine/templates/editing/templateFields.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { isObjectSchema } from '../../../engine/templates/fieldUi.ts';
import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import { answerAt } from './answerAt.ts';
import { fieldPlace } from './fieldPlace.ts';
import { useCan } from '../session/useCan.ts';
import { RecordPicker } from './RecordPicker.tsx';
import type { LoadedRecord, RecordKind, RecordTexts } from './recordKinds.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';
import { useDraftFindings, type DraftFindings } from './useDraftFindings.ts';

const R = TEMPLATE_TEXTS.records;
const NO_ERRORS: FieldError[] = [];
type Data = Record<string, unknown>;

/**
 * What the form draws of a loaded record: a section's data (all of it for a form without sections).
 * An interview's region is filled into each step, as the server fills it in when it checks the step;
 * it is taken out again of what the form sends back, so it is never part of the answers.
 */
function drawn(record: LoadedRecord, section: string): unknown {
  const data = section ? record.data[section] : record.data;
  return record.region && section ? { ...(data as Data | undefined), region: record.region } : data;
}

/** The record holding what the form sent back for `section` (without the region filled in). */
function changed(record: LoadedRecord, section: string, next: unknown): LoadedRecord {
  if (!section) return { ...record, data: next as Data };
  const { region: _region, ...answers } = next as Data;
  return { ...record, data: { ...record.data, [section]: record.region ? answers : next } };
}

export interface RecordPreviewProps {
  templateUrl: string;
  kind: RecordKind;
  content: FormContent;
  section: string;
  notApplicable?: boolean;
}

/**
 * The preview of a form template's draft, empty or with a saved record loaded into it (a case, an
 * interview, a task): its data drawn by the draft, each answer the draft's rules refuse marked at its
 * field and listed for the whole record. What is typed into a loaded record is checked too, and never
 * saved. Clearing goes back to an empty form.
 */
export function RecordPreview({ templateUrl, kind, content, section, notApplicable }: RecordPreviewProps) {
  const [record, setRecord] = useState<LoadedRecord | null>(null);
  const findings = useDraftFindings(templateUrl, content.schema, record?.data ?? null, record?.id ?? null, kind.texts.checkFailed);
  const onSectionChange = useCallback((next: unknown) => setRecord((current) => current && changed(current, section, next)), [section]);
  const wrong = findings.status === 'checking' || findings.status === 'done' ? (findings.last?.wrong ?? NO_ERRORS) : NO_ERRORS;
  const oneValue = Boolean(section) && !isObjectSchema(content.schema.properties?.[section] ?? {});
  const errors = useMemo(
    () => (!wrong.length ? NO_ERRORS : section ? errorsOfSection(wrong, section, oneValue) : wrong),
    [wrong, section, oneValue],
  );
  const formData = useMemo(() => record && drawn(record, section), [record, section]);
  const texts = kind.texts;
  const mayOpenRecords = useCan('templates.records');

  if (!record) {
    return (
      <>
        {mayOpenRecords ? (
          <RecordPicker templateUrl={templateUrl} kind={kind} onLoad={setRecord} />
        ) : (
          <p className="help template-records-note" data-testid="records-administradores-only">
            {R.administradoresOnly}
          </p>
        )}
        <TemplatePreview key={section} content={content} section={section} notApplicable={notApplicable} />
      </>
    );
  }
  const [heading, ...notes] = kind.heading(record);
  return (
    <>
      <div className="template-record-shown" data-testid="preview-record">
        <p className="has-text-weight-semibold">{heading}</p>
        {notes.map((note, i) => (
          <p key={i} className="help">
            {note}
          </p>
        ))}
        <p className="help">{texts.notSaved}</p>
        <FindingsSummary findings={findings} content={content} data={record.data} texts={texts} />
        <button type="button" className="button is-small" onClick={() => setRecord(null)}>
          {texts.clear}
        </button>
      </div>
      <TemplatePreview
        key={`${record.id}:${section}`}
        content={content}
        section={section}
        formData={formData}
        onChange={onSectionChange}
        errors={errors}
        notApplicable={notApplicable}
      />
    </>
  );
}

/**
 * What the draft's rules say of the whole record: every refused answer by section (or step) and field,
 * with the answer itself, and how many required ones are blank.
 */
function FindingsSummary({
  findings,
  content,
  data,
  texts,
}: {
  findings: DraftFindings;
  content: FormContent;
  data: Data;
  texts: RecordTexts;
}) {
  const fields = useMemo(() => templateFields(content.schema), [content.schema]);
  if (findings.status === 'idle') return null;
  if (findings.status === 'failed') {
    return (
      <div className="template-alert" role="alert" data-testid="preview-findings">
        <p>{findings.message}</p>
        {findings.details.length > 0 && (
          <ul>
            {findings.details.map((d, i) => (
              <li key={i}>
                <strong>{d.path}:</strong> {d.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { last } = findings;
  return (
    <div
      className="template-preview-findings"
      role="status"
      aria-busy={findings.status === 'checking' || undefined}
      data-testid="preview-findings"
    >
      {!last ? (
        <p>{texts.checking}</p>
      ) : (
        <>
          <p>{last.wrong.length ? texts.wrong(last.wrong.length) : texts.allValid}</p>
          {last.wrong.length > 0 && (
            <ul>
              {last.wrong.map((error, i) => {
                const answer = answerAt(data, error.path, R.yes, R.no);
                return (
                  <li key={i}>
                    <strong>{fieldPlace(fields, error.path, R.inSection)}:</strong> {error.message}
                    {answer !== null && <span className="template-finding-answer"> {R.answer(answer)}</span>}
                  </li>
                );
              })}
            </ul>
          )}
          {texts.missing && last.missing.length > 0 && <p className="help">{texts.missing(last.missing.length)}</p>}
        </>
      )}
    </div>
  );
}
