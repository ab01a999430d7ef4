import { useState } from 'react';
import { CASE_TEXTS } from './texts.ts';

/** Below this width (the styles' $sm) the notice starts folded: the form's first field then shows on the dialog's first screen. */
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The 'Revisa dos veces' notice, which folds to its first words on a click of them (a <details>, so
 * the browser gives it a button role and says whether it is open). Open on a wider screen; on a phone
 * it starts folded, since unfolded it fills the dialog's first screen.
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
