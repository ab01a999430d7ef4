import { useCallback, useEffect, useRef, useState } from 'react';

export interface CloseGuardOptions {
  /** Whether closing now would lose changes (read when the consultant asks to close). */
  hasUnsavedChanges: () => boolean;
  onClose: () => void;
  /** Lets the dialog's own close (×, Escape) go through the guard. */
  registerClose: (handler: () => void) => void;
  /** Throws the unsaved changes away before closing. */
  discard: () => void;
}

/**
 * Closing the case dialog: at once when nothing is unsaved, otherwise only after the consultant
 * confirms in the prompt (`prompting`) that the changes may be lost.
 */
export function useCloseGuard({ hasUnsavedChanges, onClose, registerClose, discard }: CloseGuardOptions) {
  const [prompting, setPrompting] = useState(false);
  const unsaved = useRef(hasUnsavedChanges);
  unsaved.current = hasUnsavedChanges;

  const requestClose = useCallback(() => (unsaved.current() ? setPrompting(true) : onClose()), [onClose]);
  useEffect(() => {
    registerClose(requestClose);
  }, [registerClose, requestClose]);

  const keepEditing = useCallback(() => setPrompting(false), []);
  const discardAndClose = () => {
    discard();
    setPrompting(false);
    onClose();
  };

  return { prompting, requestClose, keepEditing, discardAndClose };
}
