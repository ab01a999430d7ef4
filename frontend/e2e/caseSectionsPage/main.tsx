/// <reference types="vite/client" />
import { useCallback, useMemo, useReducer } from 'react';
import { createRoot } from 'react-dom/client';
import { caseFindings } from '../../../engine/cases/validation/caseFindings.ts';
import { normalizeCaseData } from '../../../engine/cases/validation/normalizeCaseData.ts';
import { notApplicableSchema } from '../../../engine/cases/validation/notApplicableSchema.ts';
import { caseReadiness } from '../../../engine/readiness/caseReadiness.ts';
import { valueSectionsTemplate } from '../../../engine/templates/testdata/valueSectionsTemplate.ts';
import type { PrecompiledValidator } from '../../../engine/validation/standaloneRuntime.ts';
import type { CaseDetailsRecord } from '../../../schemas/generated/caseDetailsRecord.ts';
import { caseFormReducer, initialCaseFormState } from '../../caseDetails/caseFormState.ts';
import { CaseReadinessSummary } from '../../caseDetails/CaseReadinessSummary.tsx';
import { CaseSections } from '../../caseDetails/CaseSections.tsx';
import '../../styles/main.scss';
import '../../caseDetails/caseDetails.scss';

/**
 * Test page of caseSections.e2e.ts (not part of the product): the case dialog's sections, readiness
 * summary and form state on a test template whose sections are not all objects (a text, a list and a
 * number are sections of their own), checked by that template's validator compiled ahead of time.
 */

// Written by the test before it builds this page (standaloneValidatorCode on the NA-aware schema).
const [validate] = Object.values(
  import.meta.glob<PrecompiledValidator>('../../../.tmp/case-sections-page/validator.js', { eager: true, import: 'validate' }),
);
const template = valueSectionsTemplate({ compile: false });
const validationSchema = notApplicableSchema(template.schema);
const check = (data: unknown) =>
  validate(normalizeCaseData(template.schema, data)) ? { wrong: [], missing: [] } : caseFindings(validationSchema, validate.errors);

const record: CaseDetailsRecord = {
  consultationId: '6f1c2a4e-0000-4000-8000-000000000003',
  currentStage: 'pre-chequeo',
  formTemplate: 'prueba',
  templateVersion: 1,
  documentsReviewStatus: 'pending',
  destinationCountry: 'prueba',
  maritalStatus: null,
  retiredValues: [],
  data: {},
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

declare global {
  interface Window {
    __caseData: unknown;
  }
}

function Page() {
  const [state, dispatch] = useReducer(caseFormReducer, undefined, () => initialCaseFormState(record, template, null));
  window.__caseData = state.data;
  const findings = useMemo(() => check(state.data), [state.data]);
  const readiness = useMemo(() => caseReadiness(template, findings.missing), [findings]);
  const missingCounts = Object.fromEntries(readiness.sections.map((section) => [section.key, section.missing.length]));
  const onChange = useCallback((section: string, data: unknown) => dispatch({ type: 'edit', section, data }), []);
  const onFieldBlur = useCallback((section: string, path: (string | number)[]) => {
    window.setTimeout(() => dispatch({ type: 'blur', section, path, check }), 0);
  }, []);
  const onToggle = useCallback((section: string) => dispatch({ type: 'toggleSection', section }), []);
  return (
    <main className="section case-dialog">
      <CaseReadinessSummary readiness={readiness} onJump={(path) => dispatch({ type: 'openSection', section: path.split('.')[0] })} />
      <CaseSections
        template={template}
        data={state.data}
        openSections={state.openSections}
        shownErrors={state.shownErrors}
        missingCounts={missingCounts}
        onToggle={onToggle}
        onChange={onChange}
        onFieldBlur={onFieldBlur}
      />
      <p id="ready">listo</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
