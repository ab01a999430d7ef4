import type { ReadinessWarning } from '../../engine/readiness/readinessWarnings.ts';
import { CASE_TEXTS } from './texts.ts';

/** What to look at before filing the case. Advice only: saving is never blocked by it. */
export function ReadinessWarnings({ warnings }: { warnings: ReadinessWarning[] }) {
  if (!warnings.length) return null;
  return (
    <aside className="case-readiness" aria-label={CASE_TEXTS.readinessTitle}>
      <p className="case-readiness-title">
        {CASE_TEXTS.readinessTitle} <span className="case-readiness-note">{CASE_TEXTS.readinessNote}</span>
      </p>
      <ul>
        {warnings.map((warning, index) => (
          <li key={`${warning.code}-${index}`}>{warning.message}</li>
        ))}
      </ul>
    </aside>
  );
}
