/**
 * Presses made before the app has taken over the prerendered landing
 * (docs/decisions/0160-a-press-before-the-app-runs-is-held-then-made-once.md). The page paints, and its
 * buttons can be pressed, before its script has loaded; those buttons (the phone menu, 'Agendar consulta',
 * the service cards, the carousel's dots) only act through the app. HELD_PRESSES_SCRIPT runs inline in the
 * page's head, ahead of the app: it remembers each button pressed, once however often and in the order first
 * pressed, and keeps the press from anything else (React's own listeners, on hydration, would otherwise act
 * on a press made while it hydrates, and the replay would act on it a second time). Submit buttons are not
 * held here: their forms' sends are (frontend/forms/heldSubmits.ts).
 */
declare global {
  interface Window {
    /** The buttons pressed before the app was ready, while it is not (HELD_PRESSES_SCRIPT). */
    __heldPresses?: HTMLButtonElement[];
  }
}

/**
 * Plain ES5 so it runs as written in any browser; the server allows it by the hash the build writes
 * (frontend/prerender/inlineScripts.ts).
 */
export const HELD_PRESSES_SCRIPT =
  'window.__heldPresses=[];' +
  "document.addEventListener('click',function(e){" +
  'var held=window.__heldPresses;' +
  'var button=held&&e.target instanceof Element&&e.target.closest(\'button[type="button"]\');' +
  'if(!button)return;' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'if(held.indexOf(button)<0)held.push(button);' +
  '},true);';

/**
 * Ends the holding and makes each held press again, now that the app handles it. Called once the landing's
 * root has been hydrated (LandingPage.tsx): a press on a section not hydrated yet hydrates it first. A button
 * the app has since replaced is not pressed.
 */
export function replayHeldPresses() {
  const held = window.__heldPresses ?? [];
  window.__heldPresses = undefined;
  for (const button of held) if (button.isConnected) button.click();
}
