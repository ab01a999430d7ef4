import { useState } from 'react';
import { componentChunk, useComponentChunk } from '../components/componentChunk.ts';
import type { CaseConsultation } from './CaseEditor.tsx';
import { hasDraft } from './caseDraft.ts';
import { useToast } from '../toast/toastContext.ts';
import { CASE_TEXTS } from './texts.ts';

// The dialog, RJSF and the templates are a chunk of their own, fetched once 'Detalles' is pointed at,
// focused or pressed.
const caseDialog = componentChunk(() => import('./CaseDetailsDialog.tsx'));
const prefetch = () => caseDialog.prefetch();

/**
 * 'Detalles' on a consultation or result card: opens the case details dialog of the consultation.
 * Marks a case with unsaved changes.
 */
export function CaseDetailsButton({ consultation }: { consultation: CaseConsultation }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const Dialog = useComponentChunk(caseDialog, open, () => {
    setOpen(false);
    toast.toast({ ...CASE_TEXTS.openError, variant: 'destructive' });
  });
  const unsaved = !open && hasDraft(consultation.id);
  // One flex item in the card's actions: the loading note floats above the button, moving no other button.
  return (
    <span className="card-action">
      <button
        type="button"
        className="button is-small is-link is-light case-details-button"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {CASE_TEXTS.open}
        {unsaved && (
          <span className="case-details-unsaved" title={CASE_TEXTS.unsavedBadge} aria-label={CASE_TEXTS.unsavedBadge}>
            {' •'}
          </span>
        )}
      </button>
      {open &&
        (Dialog ? (
          <Dialog consultation={consultation} onClose={() => setOpen(false)} />
        ) : (
          <span className="card-action-note case-details-loading" role="status">
            {CASE_TEXTS.loading}
          </span>
        ))}
    </span>
  );
}
