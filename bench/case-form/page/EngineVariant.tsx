import { useCallback, useLayoutEffect, useReducer } from 'react';
import type { SectionData } from '../../../engine/rjsf/SectionForm.tsx';
import { listSections } from '../../../engine/sections/listSections.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { CaseSections } from '../../../frontend/caseDetails/CaseSections.tsx';
import { caseFormReducer, initialCaseFormState } from '../../../frontend/caseDetails/caseFormState.ts';
import type { CaseDetailsRecord } from '../../../schemas/generated/caseDetailsRecord.ts';
import { markReady, type BenchProbe } from './benchProbe.ts';

const NO_MISSING: Record<string, number> = {};

/** The product's case form (one memoised RJSF form per section, Bulma theme), every section open. */
export function EngineVariant({ template, data, probe }: { template: CaseTemplate; data: Record<string, unknown>; probe: BenchProbe }) {
  const [state, dispatch] = useReducer(caseFormReducer, undefined, () => {
    const record: CaseDetailsRecord = {
      consultationId: '00000000-0000-4000-8000-000000000000',
      currentStage: 'pre-chequeo',
      formTemplate: template.key,
      templateVersion: template.version,
      documentsReviewStatus: 'pending',
      destinationCountry: template.key,
      maritalStatus: null,
      retiredValues: [],
      data,
      version: 1,
      updatedAt: null,
      updatedBy: null,
    };
    const initial = initialCaseFormState(record, template, null);
    return { ...initial, openSections: listSections(template).map((section) => section.key) };
  });
  const onChange = useCallback((section: string, sectionData: SectionData) => dispatch({ type: 'edit', section, data: sectionData }), []);
  const onFieldBlur = useCallback(
    (section: string, path: (string | number)[]) => dispatch({ type: 'blur', section, path, check: null }),
    [],
  );
  const onToggle = useCallback((section: string) => dispatch({ type: 'toggleSection', section }), []);
  useLayoutEffect(() => markReady(probe), [probe]);
  return (
    <CaseSections
      template={state.template}
      data={state.data}
      openSections={state.openSections}
      shownErrors={state.shownErrors}
      missingCounts={NO_MISSING}
      onToggle={onToggle}
      onChange={onChange}
      onFieldBlur={onFieldBlur}
    />
  );
}
