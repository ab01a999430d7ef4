import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { APP_TEXTS } from '../app/texts.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A field: a form control, or the day that takes the focus in a calendar grid. */
const FIELD = 'input, select, textarea, [role="grid"] [tabindex="0"]';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Wider panel for forms. */
  size?: 'small' | 'large';
  className?: string;
  /** Closing on a backdrop click (on by default). */
  closeOnBackdrop?: boolean;
}

// checkVisibility needs the page's styles only, where offsetParent lays the whole page out first: in a
// dialog of a few hundred fields that layout, forced before the first paint, was most of the search.
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : element.offsetParent !== null;

function visibleFocusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => isShown(el) || el === document.activeElement);
}

/**
 * Where focus starts in an opened dialog: the element marked `data-autofocus`, else the first field of
 * its body, else its first action (body, then footer); never the '×' in the header while anything
 * else is there. Null while the dialog shows nothing to focus yet (its content still loading).
 * Elements are looked at in document order and the search stops at the first that fits: a large form
 * (hundreds of controls, most of them in closed sections) costs no more than its first few.
 */
function initialFocus(dialog: HTMLDialogElement): HTMLElement | null {
  // Dialogs opened from this one may sit inside it: only this dialog's own elements count.
  const own = (element: HTMLElement) => element.matches(FOCUSABLE) && element.closest('dialog') === dialog && isShown(element);
  const first = (root: ParentNode | null, selector: string) => {
    for (const element of root?.querySelectorAll<HTMLElement>(selector) ?? []) if (own(element)) return element;
    return null;
  };
  const part = (name: string) => dialog.querySelector<HTMLElement>(`:scope > .modal-panel > .${name}`);
  const body = part('modal-panel-body');
  return first(dialog, '[data-autofocus]') ?? first(body, FIELD) ?? first(body, FOCUSABLE) ?? first(part('modal-panel-foot'), FOCUSABLE);
}

/**
 * A modal dialog on the native <dialog> (top layer, page behind it inert). Escape and a backdrop
 * click close it, Tab cycles inside it, and on closing focus goes back to whatever opened it.
 * It stays mounted while closed, so what someone typed in it survives closing and reopening.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'small',
  className = '',
  closeOnBackdrop = true,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      const first = initialFocus(element);
      if (first) first.focus();
      else element.querySelector<HTMLElement>('.modal-close')?.focus();
    } else if (!open && element.open) {
      element.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  // A dialog whose content arrives after it opened (loaded from the server) hands the focus to that
  // content's first field once it is there, unless the person has moved the focus meanwhile. It looks
  // after the browser has painted the new content: asking what is shown in the middle of React's commit
  // would make the browser work out the styles of the whole new content there and then (a large form's
  // costliest step) and again once the commit's effects have changed it.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || initialFocus(element)) return;
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      frame = 0;
      const first = initialFocus(element);
      if (!first) return;
      observer.disconnect();
      const active = document.activeElement;
      if (active === element || active === document.body || active?.classList.contains('modal-close')) first.focus();
    };
    const observer = new MutationObserver(() => {
      if (frame) return;
      // A frame callback runs before the paint; a task queued from it runs after.
      frame = requestAnimationFrame(() => {
        task = setTimeout(look, 0);
      });
    });
    // Content revealed by a Suspense boundary only loses its inline `display: none`.
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [open]);

  // React hands a nested dialog's events on to the dialogs around it in the component tree: each
  // dialog acts only on its own.
  const isOwn = (event: SyntheticEvent) => (event.target as Element).closest('dialog') === dialog.current;

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!isOwn(event)) return;
    // Escape: let React state decide, so the dialog and the state never disagree.
    event.preventDefault();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser's 'cancel': after one Escape the browser lets a
      // page keep its dialog open on the next only once the person has clicked or typed in between, and
      // otherwise closes it itself (the unsaved-changes prompt then opened inside a closed dialog, unseen,
      // with the page still blocked). An Escape taken first by a menu in the dialog is left alone.
      if (event.defaultPrevented || !isOwn(event)) return;
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current || !isOwn(event)) return;
    const items = visibleFocusables(dialog.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog box; a click whose target is the <dialog> itself landed on the backdrop.
    if (closeOnBackdrop && event.target === dialog.current) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog is-${size} ${className}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="modal-panel">
        <header className="modal-panel-head">
          <div>
            <h2 id={titleId} className="modal-panel-title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="modal-panel-description">
                {description}
              </p>
            )}
          </div>
          <button type="button" className="modal-close" aria-label={APP_TEXTS.closeDialog} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="modal-panel-body">{children}</div>
        {footer && <footer className="modal-panel-foot">{footer}</footer>}
      </div>
    </dialog>
  );
}
