import { useId, useMemo } from 'react';
import { fieldPathOf, templateFields } from '../../engine/templates/editing/templateFields.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import type { CaseRetiredValue } from '../../schemas/generated/caseDetailsRecord.ts';
import { CASE_TEXTS } from './texts.ts';

const T = CASE_TEXTS.retired;

/**
 * 'Campos retirados': what the case kept from fields an older version of its form had, or from
 * values the current version no longer accepts (engine/cases/retiredValues.ts). Read-only: the values
 * live on the server with the case, and a save leaves them as they are. Nothing shows without any.
 */
export function RetiredValues({ values, template }: { values: readonly CaseRetiredValue[]; template: CaseTemplate }) {
  const headingId = useId();
  // A field the form has again (a rollback) while the case holds another answer in it: said, so the two are not confused.
  const any = values.length > 0;
  const fields = useMemo(() => (any ? templateFields(template.schema) : null), [any, template]);
  if (!any) return null;
  return (
    <section className="case-retired" aria-labelledby={headingId} data-testid="case-retired">
      <h3 id={headingId} className="case-retired-title">
        {T.title}
      </h3>
      <p className="case-retired-note">{T.note}</p>
      <ul className="case-retired-list">
        {values.map((value, index) => (
          <li key={`${value.path}:${index}`} className="case-retired-item" data-path={value.path}>
            <dl>
              {value.lines.map((line) => (
                <div key={line.label} className="case-retired-line">
                  <dt>{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
            <p className="case-retired-origin">
              {value.reason === 'refused' && value.message
                ? T.refused(value.toVersion, value.message)
                : T.origin(value.fromVersion, value.toVersion)}
            </p>
            {fields?.has(fieldPathOf(value.path)) && <p className="case-retired-origin">{T.fieldIsBack}</p>}
            {value.lines.some((line) => line.internal) && <p className="case-retired-origin">{T.internal}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
