import { useState, type ComponentType } from 'react';
import type { CaseConsultation } from './CaseEditor.tsx';
import type { CaseDetailsDialogProps } from './CaseDetailsDialog.tsx';
import { hasDraft } from './caseDraft.ts';
import { useToast } from '../toast/toastContext.ts';
import { CASE_TEXTS } from './texts.ts';

type CaseDialog = ComponentType<CaseDetailsDialogProps>;

// The dialog, RJSF and the templates are a chunk of their own, fetched once 'Detalles' is pointed at,
// focused or pressed. Not React.lazy: React holds a suspended part back for up to 300 ms after its
// fallback shows, so the case would start loading only then.
let loadedDialog: CaseDialog | null = null;
let dialogChunk: Promise<CaseDialog> | null = null;
function loadDialog(): Promise<CaseDialog> {
  dialogChunk ??= import('./CaseDetailsDialog.tsx').then(
    (module) => (loadedDialog = module.default),
    (error: unknown) => {
      // Asked for again next time (the network may be back).
      dialogChunk = null;
      throw error;
    },
  );
  return dialogChunk;
}

/**
 * 'Detalles' on a consultation or result card: opens the case details dialog of the consultation.
 * Marks a case with unsaved changes.
 */
export function CaseDetailsButton({ consultation }: { consultation: CaseConsultation }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  // Drawn again once the dialog's chunk is in (another card's button may have fetched it).
  const [, setChunkIn] = useState(false);
  const Dialog = loadedDialog;
  const unsaved = !open && hasDraft(consultation.id);
  const prepare = () => {
    if (!loadedDialog) loadDialog().catch(() => {});
  };
  const openDialog = () => {
    setOpen(true);
    if (loadedDialog) return;
    loadDialog().then(
      () => setChunkIn(true),
      () => {
        setOpen(false);
        toast.toast({ title: 'Error', description: CASE_TEXTS.loadError, variant: 'destructive' });
      },
    );
  };
  // One flex item in the card's actions: the loading note floats above the button, moving no other button.
  return (
    <span className="case-details-action">
      <button type="button" className="button is-small is-link is-light case-details-button" onPointerEnter={prepare} onFocus={prepare} onClick={openDialog}>
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
          <span className="case-details-loading" role="status">
            {CASE_TEXTS.loading}
          </span>
        ))}
    </span>
  );
}
