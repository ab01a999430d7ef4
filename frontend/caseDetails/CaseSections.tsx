import { memo, useMemo } from 'react';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { toErrorSchema } from '../../engine/rjsf/errorSchema.ts';
import type { SectionData } from '../../engine/rjsf/SectionForm.tsx';
import { isAnswered } from '../../engine/cases/isAnswered.ts';
import { listSections } from '../../engine/sections/listSections.ts';
import { countAnswered } from '../../engine/sections/sectionProgress.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { FieldError } from '../../engine/validation/describeErrors.ts';
import type { CaseData } from './caseChanges.ts';
import { SectionPanel } from './SectionPanel.tsx';

export interface CaseSectionsProps {
  template: CaseTemplate;
  data: CaseData;
  openSections: string[];
  /** Whether closed sections draw their forms ahead, hidden (default true; the case dialog waits until it has opened). */
  drawAhead?: boolean;
  shownErrors: Record<string, FieldError[]>;
  /** Required fields still missing, by section key. */
  missingCounts: Record<string, number>;
  onToggle: (sectionKey: string) => void;
  onChange: (sectionKey: string, data: SectionData) => void;
  onFieldBlur: (sectionKey: string, path: (string | number)[]) => void;
}

/** A section of fields' answers, by field key. */
type FieldValues = Record<string, unknown>;

interface SectionParts {
  key: string;
  title: string;
  fieldKeys: string[];
  schema: RJSFSchema;
  uiSchema: UiSchema;
  oneValue: boolean;
}

const EMPTY_ERRORS: FieldError[] = [];
const NO_VALUES: SectionData = {};

const partsByTemplate = new WeakMap<CaseTemplate, SectionParts[]>();

/**
 * The sections of a template version as forms: worked out once per template object, which the page keeps
 * per version (caseApi.ts), so a case opened again hands its forms the same schemas (and what the forms
 * derive from them is found again). Only the template goes in: no answers are kept here.
 */
function sectionPartsOf(template: CaseTemplate): SectionParts[] {
  let parts = partsByTemplate.get(template);
  if (parts) return parts;
  parts = listSections(template).map(({ key, title, fieldKeys, oneValue }) => {
    const { 'ui:options': _collapsed, ...uiSchema } = (template.uiSchema[key] ?? {}) as UiSchema;
    const schema = template.schema.properties![key] as RJSFSchema;
    // A section is a form of its own: the template's definitions go with it, for its `$ref`s.
    const definitions = template.schema.definitions;
    return { key, title, fieldKeys, schema: definitions ? ({ ...schema, definitions } as RJSFSchema) : schema, uiSchema, oneValue };
  });
  partsByTemplate.set(template, parts);
  return parts;
}

/**
 * The collapsible sections of a case. Everything a section receives is stable unless that section
 * changed (its data, its errors, its open state), so typing or opening a section re-renders that section
 * only, and a section's progress is counted again only when its answers changed. The list itself is
 * skipped when none of its props changed (the dialog's deferred render after each change).
 */
export const CaseSections = memo(function CaseSections({
  template,
  data,
  openSections,
  drawAhead = true,
  shownErrors,
  missingCounts,
  onToggle,
  onChange,
  onFieldBlur,
}: CaseSectionsProps) {
  const sections = sectionPartsOf(template);
  // One error tree per list of errors: a section whose errors did not change keeps the same object.
  const errorTrees = useMemo(() => new WeakMap<FieldError[], ErrorSchema>(), []);
  const treeOf = (errors: FieldError[]) => {
    let tree = errorTrees.get(errors);
    if (!tree) errorTrees.set(errors, (tree = toErrorSchema(errors)));
    return tree;
  };
  // A section's progress is counted once per version of its answers.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- another template counts other fields: its counts start afresh
  const filledCounts = useMemo(() => new WeakMap<FieldValues, number>(), [template]);
  const filledOf = (section: SectionParts, values: unknown) => {
    if (section.oneValue) return isAnswered(values) ? 1 : 0;
    let filled = filledCounts.get(values as FieldValues);
    if (filled === undefined) filledCounts.set(values as FieldValues, (filled = countAnswered(section.fieldKeys, values as FieldValues)));
    return filled;
  };
  return (
    <div className="case-sections">
      {sections.map((section) => {
        // A section of fields is an object even before anything is typed; a section holding one value stays unanswered.
        const values = section.oneValue ? data[section.key] : (data[section.key] ?? NO_VALUES);
        const errors = shownErrors[section.key] ?? EMPTY_ERRORS;
        return (
          <SectionPanel
            key={section.key}
            sectionKey={section.key}
            title={section.title}
            open={openSections.includes(section.key)}
            drawAhead={drawAhead}
            filled={filledOf(section, values)}
            total={section.oneValue ? 1 : section.fieldKeys.length}
            errorCount={errors.length}
            missingCount={missingCounts[section.key] ?? 0}
            schema={section.schema}
            uiSchema={section.uiSchema}
            data={values}
            errors={errors.length ? treeOf(errors) : undefined}
            onToggle={onToggle}
            onChange={onChange}
            onFieldBlur={onFieldBlur}
          />
        );
      })}
    </div>
  );
});
