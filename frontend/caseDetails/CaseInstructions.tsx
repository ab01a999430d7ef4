import { useState } from 'react';
import { CASE_TEXTS } from './texts.ts';

/** Below this width (the styles' $sm) the notice starts folded: the form's first field then shows on the dialog's first screen. */
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The 'Revisa dos veces' notice, which folds to that title and unfolds on a press of it (a <details>:
 * the browser makes the title a control that says whether the notice is open, and Enter or Space
 * toggles it). Open on a wider screen; on a phone it starts folded, since unfolded it fills the
 * dialog's first screen.
 */
export function CaseInstructions() {
  // Read once: the `open` property React sets never changes afterwards, so the person's own toggling stands.
  const [openAtFirst] = useState(() => !window.matchMedia(PHONE_QUERY).matches);
  return (
    <details className="case-instructions" open={openAtFirst}>
      <summary>
        <strong>{CASE_TEXTS.instructionsTitle}</strong>
      </summary>
      <span>{CASE_TEXTS.instructions}</span>
    </details>
  );
}
