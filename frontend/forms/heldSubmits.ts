/**
 * Sends pressed before the app has taken over the prerendered landing
 * (docs/decisions/0133-a-send-pressed-before-the-page-is-ready-is-held-then-sent.md). HELD_SUBMITS_SCRIPT
 * runs inline in the page's head, ahead of the app: a form that still carries `data-before-app` is not sent
 * by the browser (that would reload the page and lose what was typed); it is remembered instead, once, and
 * the app sends it when the form is ready (useFormBeforeApp.ts).
 */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';

declare global {
  interface Window {
    /** The forms sent before the app was ready, in the order they were sent (HELD_SUBMITS_SCRIPT). */
    __heldSubmits?: HTMLFormElement[];
  }
}

/**
 * Plain ES5 so it runs as written in any browser; the server allows it by the hash the build writes
 * (frontend/prerender/inlineScripts.ts).
 */
export const HELD_SUBMITS_SCRIPT =
  'window.__heldSubmits=[];' +
  "document.addEventListener('submit',function(e){" +
  'var f=e.target;' +
  `if(!(f instanceof HTMLFormElement)||!f.hasAttribute('${BEFORE_APP_ATTRIBUTE}'))return;` +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'if(window.__heldSubmits.indexOf(f)<0)window.__heldSubmits.push(f);' +
  '},true);';

/** True once for a form whose send was held: the caller sends it now. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const held = window.__heldSubmits ?? [];
  const index = held.indexOf(form);
  if (index === -1) return false;
  held.splice(index, 1);
  return true;
}
