import { lazy, Suspense, useState } from 'react';
import type { CaseConsultation } from './CaseEditor.tsx';
import { hasDraft } from './caseDraft.ts';
import { CASE_TEXTS } from './texts.ts';

// The dialog, RJSF and the templates are a chunk of their own, fetched on the first click.
const CaseDetailsDialog = lazy(() => import('./CaseDetailsDialog.tsx'));

/**
 * 'Detalles' on a consultation or result card: opens the case details dialog of the consultation.
 * Marks a case with unsaved changes.
 */
export function CaseDetailsButton({ consultation }: { consultation: CaseConsultation }) {
  const [open, setOpen] = useState(false);
  const unsaved = !open && hasDraft(consultation.id);
  // One flex item in the card's actions: the loading note floats above the button, moving no other button.
  return (
    <span className="case-details-action">
      <button type="button" className="button is-small is-link is-light case-details-button" onClick={() => setOpen(true)}>
        {CASE_TEXTS.open}
        {unsaved && (
          <span className="case-details-unsaved" title={CASE_TEXTS.unsavedBadge} aria-label={CASE_TEXTS.unsavedBadge}>
            {' •'}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<span className="case-details-loading" role="status">{CASE_TEXTS.loading}</span>}>
          <CaseDetailsDialog consultation={consultation} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
