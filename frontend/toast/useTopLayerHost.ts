import { useEffect, useState } from 'react';

/**
 * An element that stays above every open modal <dialog>, for content a person must see and click
 * whatever is open (the notification region).
 *
 * A modal dialog sits in the browser's top layer and makes everything outside it inert: a `popover`
 * shown after it is painted on top but cannot be clicked, and hit-testing passes through it. So the
 * element lives inside the top-most open modal dialog (in <body> when none is open) and is shown there
 * as a manual popover: it then paints above that dialog, positioned against the viewport, and stays
 * interactive. It moves whenever a modal dialog opens or closes; React keeps rendering into it
 * through a portal, so what it holds (a toast's timer, hover) survives the move. While over a dialog it
 * carries `data-over-dialog`, for a placement that keeps the dialog's title, its '×' and its first
 * fields uncovered.
 */
export function useTopLayerHost(className: string): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = document.createElement('div');
    element.className = className;
    element.popover = 'manual';
    // Modal dialogs in the order they opened: the last one is on top.
    let stack: HTMLDialogElement[] = [];

    const place = (records: MutationRecord[]) => {
      for (const record of records) {
        const target = record.target;
        if (record.type === 'attributes' && target instanceof HTMLDialogElement && target.matches(':modal')) {
          stack = [...stack.filter((dialog) => dialog !== target), target];
        }
      }
      stack = stack.filter((dialog) => dialog.isConnected && dialog.matches(':modal'));
      const parent = stack.at(-1) ?? document.body;
      if (element.parentNode !== parent) parent.append(element);
      element.toggleAttribute('data-over-dialog', parent !== document.body);
      // Removing a popover from the document hides it; showing it again also brings it to the top.
      if (!element.matches(':popover-open')) element.showPopover();
    };

    // Dialogs open (and close) by toggling their `open` attribute; one unmounted while open just leaves.
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog')) {
      if (dialog.matches(':modal')) stack.push(dialog);
    }
    place([]);
    setHost(element);
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, [className]);

  return host;
}
