import type { CaseReadiness } from '../../engine/readiness/caseReadiness.ts';
import { CASE_TEXTS } from './texts.ts';

export interface CaseReadinessSummaryProps {
  /** null while the template version's check loads. */
  readiness: CaseReadiness | null;
  onJump: (path: string) => void;
}

/** Whether the case can be filed: 'Listo para presentar', or the required fields still missing, each a link to its field. */
export function CaseReadinessSummary({ readiness, onJump }: CaseReadinessSummaryProps) {
  if (!readiness) return null;
  if (readiness.ready) {
    return (
      <p className="case-ready" role="status" data-testid="case-ready">
        <strong>{CASE_TEXTS.readyToFile}</strong> <span>{CASE_TEXTS.readyToFileNote}</span>
      </p>
    );
  }
  const count = readiness.sections.reduce((sum, section) => sum + section.missing.length, 0);
  return (
    <section className="case-missing" aria-label={CASE_TEXTS.missingTitle(count)} data-testid="case-missing">
      <p className="case-missing-title">
        <strong>{CASE_TEXTS.missingTitle(count)}</strong> <span className="case-missing-note">{CASE_TEXTS.missingNote}</span>
      </p>
      <dl className="case-missing-list">
        {readiness.sections
          .filter((section) => section.missing.length)
          .map((section) => (
            <div key={section.key} className="case-missing-section">
              <dt>{section.title}</dt>
              {section.missing.map((field) => (
                <dd key={field.path}>
                  <button type="button" className="case-missing-field" onClick={() => onJump(field.path)}>
                    {field.label}
                  </button>
                </dd>
              ))}
            </div>
          ))}
      </dl>
    </section>
  );
}
