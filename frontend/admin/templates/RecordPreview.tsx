import { useCallback, useMemo, useState } from 'react';
import { errorsOfSection } from '../../../engine/sections/errorsOfSection.ts';
import { templateFields } from '../../../engine/templates/editing/templateFields.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { isObjectSchema } from '../../../engine/templates/fieldUi.ts';
import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import { fieldPlace } from './fieldPlace.ts';
import { RecordPicker, type LoadedRecord } from './RecordPicker.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';
import { useDraftFindings, type DraftFindings } from './useDraftFindings.ts';

const R = TEMPLATE_TEXTS.records;
const NO_ERRORS: FieldError[] = [];

/**
 * The preview of a case template's draft, empty or with a saved case loaded into it: the case's data
 * drawn by the draft, each answer the draft's rules refuse marked at its field and listed for the whole
 * case. What is typed into a loaded case is checked too, and never saved. Clearing goes back to an
 * empty form.
 */
export function RecordPreview({ templateUrl, content, section }: { templateUrl: string; content: FormContent; section: string }) {
  const [record, setRecord] = useState<LoadedRecord | null>(null);
  const findings = useDraftFindings(templateUrl, content.schema, record?.data ?? null);
  const onSectionChange = useCallback(
    (next: unknown) => setRecord((current) => current && { ...current, data: { ...current.data, [section]: next } }),
    [section],
  );
  const wrong = findings.status === 'checking' || findings.status === 'done' ? (findings.last?.wrong ?? NO_ERRORS) : NO_ERRORS;
  const oneValue = !isObjectSchema(content.schema.properties?.[section] ?? {});
  const errors = useMemo(() => (wrong.length ? errorsOfSection(wrong, section, oneValue) : NO_ERRORS), [wrong, section, oneValue]);

  if (!record) {
    return (
      <>
        <RecordPicker templateUrl={templateUrl} onLoad={setRecord} />
        <TemplatePreview key={section} content={content} section={section} />
      </>
    );
  }
  return (
    <>
      <div className="template-record-shown" data-testid="preview-record">
        <p className="has-text-weight-semibold">{R.shown(record.applicantName, record.templateVersion)}</p>
        <p className="help">{R.notSaved}</p>
        <FindingsSummary findings={findings} content={content} />
        <button type="button" className="button is-small" onClick={() => setRecord(null)}>{R.clear}</button>
      </div>
      <TemplatePreview key={`${record.consultationId}:${section}`} content={content} section={section} formData={record.data[section]} onChange={onSectionChange} errors={errors} />
    </>
  );
}

/** What the draft's rules say of the whole case: every refused answer by section and field, and how many required ones are blank. */
function FindingsSummary({ findings, content }: { findings: DraftFindings; content: FormContent }) {
  const fields = useMemo(() => templateFields(content.schema), [content.schema]);
  if (findings.status === 'idle') return null;
  if (findings.status === 'failed') {
    return (
      <div className="template-alert" role="alert" data-testid="preview-findings">
        <p>{findings.message}</p>
        {findings.details.length > 0 && <ul>{findings.details.map((d, i) => <li key={i}><strong>{d.path}:</strong> {d.message}</li>)}</ul>}
      </div>
    );
  }
  const { last } = findings;
  return (
    <div className="template-preview-findings" role="status" aria-busy={findings.status === 'checking' || undefined} data-testid="preview-findings">
      {!last ? (
        <p>{R.checking}</p>
      ) : (
        <>
          <p>{last.wrong.length ? R.wrong(last.wrong.length) : R.allValid}</p>
          {last.wrong.length > 0 && (
            <ul>{last.wrong.map((error, i) => <li key={i}><strong>{fieldPlace(fields, error.path, R.inSection)}:</strong> {error.message}</li>)}</ul>
          )}
          {last.missing.length > 0 && <p className="help">{R.missing(last.missing.length)}</p>}
        </>
      )}
    </div>
  );
}
