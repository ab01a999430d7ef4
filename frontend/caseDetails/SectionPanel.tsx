import { Activity, memo, useId } from 'react';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { SectionForm, type SectionData } from '../../engine/rjsf/SectionForm.tsx';
import { useOnceTrue } from '../components/useOnceTrue.ts';
import { CASE_TEXTS } from './texts.ts';

export interface SectionPanelProps {
  sectionKey: string;
  title: string;
  open: boolean;
  /** Draw the form while the section is closed (hidden), so opening it shows what is ready. */
  drawAhead: boolean;
  filled: number;
  total: number;
  errorCount: number;
  /** Required fields of the section still unanswered (readiness, never blocking). */
  missingCount: number;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: SectionData;
  errors?: ErrorSchema;
  onToggle: (sectionKey: string) => void;
  onChange: (sectionKey: string, data: SectionData) => void;
  onFieldBlur: (sectionKey: string, path: (string | number)[]) => void;
}

/**
 * One collapsible section: a header with its progress, and its form. A closed section's form is drawn
 * ahead in React's idle time once `drawAhead`, hidden (`Activity`), so opening it only shows what is
 * ready. Closing it keeps its state; its effects run only while it is open (closing flushes the text
 * being typed, as unmounting did).
 */
export const SectionPanel = memo(function SectionPanel(props: SectionPanelProps) {
  const { sectionKey, title, open, drawAhead, filled, total, errorCount, missingCount, onToggle } = props;
  const bodyId = useId();
  // A form once drawn stays (hidden while closed), keeping its state.
  const drawn = useOnceTrue(open || drawAhead);
  return (
    <section className={`case-section ${open ? 'is-open' : ''} ${errorCount ? 'has-errors' : ''}`} data-section={sectionKey}>
      <h3 className="case-section-title">
        <button
          type="button"
          className="case-section-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onToggle(sectionKey)}
        >
          <span className="case-section-chevron" aria-hidden="true" />
          <span className="case-section-name">{title}</span>
          {errorCount > 0 && <span className="case-section-errors">{CASE_TEXTS.fixFields(errorCount)}</span>}
          {missingCount > 0 && (
            <span className="case-section-missing" title={CASE_TEXTS.missingInSectionLabel(missingCount)}>
              {CASE_TEXTS.missingInSection(missingCount)}
            </span>
          )}
          <span
            className="case-section-progress"
            aria-label={CASE_TEXTS.sectionProgressLabel(filled, total)}
            title={CASE_TEXTS.sectionProgressLabel(filled, total)}
          >
            {CASE_TEXTS.sectionProgress(filled, total)}
          </span>
        </button>
      </h3>
      <div id={bodyId} className="case-section-body" hidden={!open}>
        {drawn && (
          <Activity mode={open ? 'visible' : 'hidden'}>
            <SectionForm
              sectionKey={sectionKey}
              schema={props.schema}
              uiSchema={props.uiSchema}
              formData={props.data}
              errors={props.errors}
              onChange={props.onChange}
              onFieldBlur={props.onFieldBlur}
            />
          </Activity>
        )}
      </div>
    </section>
  );
});
