/**
 * Drives the case dialog (the product's or the plain one) from inside the page and times what a
 * consultant waits for. The dialog is open once it answers input: run.ts waits for the first text input
 * of the first section (`focusFirstInput`, polled), then types one real key (Chromium's input pipeline,
 * so it waits while the page is busy); open ends once that input shows the character, React's render of
 * it done. The product's readiness ('Listo para presentar' or the missing fields) fills in when the
 * template's validator has arrived: timed apart. Each expansion ends once its inputs are on screen and
 * the page runs the next task (it would handle a keystroke then); each click comes once the page is idle,
 * as a person reads before clicking. Read by run.ts through `window.__dialog`.
 */
export interface DialogDriver {
  /** Focuses the first text input of the first section once it is on screen; false until then. */
  focusFirstInput(): boolean;
  /** Render start until the key typed into the focused input shows in it, less the time run.ts took to send it (ms). */
  opened: Promise<number>;
  /**
   * The typed key's time until the browser painted the next frame after handling it (ms): the page's
   * first input, as the Event Timing API reports it (rounded to 8 ms), from when the key was created.
   */
  keyPainted: Promise<number>;
  /**
   * The slowest key typed since the render started, from its creation until the browser painted the
   * next frame (Event Timing, rounded to 8 ms; 16 stands for any key faster than that, which the API
   * does not report). run.ts types on through the dialog's first second, when its deferred work runs.
   */
  slowestKey(): Promise<number>;
  /** Render start until the case's readiness is shown (ms); 0 where there is none (plain React). */
  readiness: Promise<number>;
  /** When the page handed the dialog to React (ms, the page's clock): the start of every figure here. */
  renderStartAt: number;
  /** Render start until the first text input was found on screen and focused (ms). */
  focusedAt: number;
  /** Inputs, selects and text areas on screen (not drawn ahead hidden). */
  visibleFields(): number;
  /** Clicks the header of `section`, until its inputs are on screen and the page is free (ms). */
  expand(section: string): Promise<number>;
  /** Expands every closed section, one click after the other as a person would (total ms). */
  expandAll(): Promise<number>;
  /** Inputs, selects, text areas, buttons and labels in the document. */
  controls(): number;
}

declare global {
  interface Window {
    __dialog: DialogDriver;
  }
}

const FIELD = 'input, select, textarea';

// A task after everything queued so far (a MessageChannel message is not clamped as nested timeouts are).
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 }));

async function until(condition: () => boolean): Promise<void> {
  for (;;) {
    await nextTask();
    if (condition()) return;
  }
}

// When an element matching `selector` is first in the document (watched, not polled).
const appears = (selector: string) =>
  new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

const sectionElement = (key: string) => document.querySelector<HTMLElement>(`[data-section="${key}"]`);
// An input on screen: one drawn ahead but hidden does not count.
const hasFields = (key: string) =>
  [...(sectionElement(key)?.querySelectorAll<HTMLElement>(`.case-section-body ${FIELD}`) ?? [])].some(
    (field) => field.offsetParent !== null,
  );
const READINESS = '[data-testid="case-ready"], [data-testid="case-missing"]';
// The first section's first text input, noted as it enters the document (watched, not polled: polling
// with a query would slow the page being measured); on screen once no `hidden` section body holds it
// and the dialog around it is open (a <dialog> shows nothing until then).
let firstInput: HTMLInputElement | null = null;
const noteFirstInput = new MutationObserver(() => {
  const input = document
    .querySelector('[data-section]')
    ?.querySelector<HTMLInputElement>('.case-section-body input[type="text"], .case-section-body input:not([type])');
  if (!input) return;
  firstInput = input;
  noteFirstInput.disconnect();
});
const firstTextInput = () => (firstInput?.isConnected && !firstInput.closest('[hidden], dialog:not([open])') ? firstInput : null);

/** When the first section's first text input is on screen (a dialog opened earlier, before the measured one). */
export function whenFirstInput(): Promise<void> {
  const input = () =>
    document.querySelector('[data-section] .case-section-body input[type="text"], [data-section] .case-section-body input:not([type])');
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!input()) return;
      observer.disconnect();
      // Let the opened dialog finish what it does after showing (effects, drawing closed sections ahead).
      requestIdleCallback(() => resolve(), { timeout: 5000 });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

export function installDialogDriver(renderStartAt: number, withReadiness: boolean): DialogDriver {
  const expand = async (key: string) => {
    await idle();
    const toggle = sectionElement(key)?.querySelector<HTMLButtonElement>('.case-section-toggle');
    if (!toggle) throw new Error(`Sección no encontrada: ${key}`);
    if (toggle.getAttribute('aria-expanded') === 'true') throw new Error(`La sección ${key} ya está abierta`);
    const start = performance.now();
    toggle.click();
    await until(() => hasFields(key));
    return performance.now() - start;
  };
  noteFirstInput.observe(document.body, { childList: true, subtree: true });
  let target: { input: HTMLInputElement; before: string } | null = null;
  // When Chromium created the key event: the time it took run.ts to send it after the input was focused
  // (a round trip to Node, the same for both variants) is not the page's and is taken off.
  let keyCreatedAt = NaN;
  window.addEventListener(
    'keydown',
    (event) => target && event.target === target.input && Number.isNaN(keyCreatedAt) && (keyCreatedAt = event.timeStamp),
    true,
  );
  const opened = new Promise<number>((resolve) => {
    // A window listener runs after React's root listener; the next task comes after React's render of the keystroke.
    window.addEventListener('input', function typed(event) {
      if (!target || event.target !== target.input) return;
      const { input, before } = target;
      void nextTask().then(() => {
        if (input.value === before) return;
        window.removeEventListener('input', typed);
        const sendingDelay = keyCreatedAt - (driver.focusedAt + renderStartAt);
        resolve(performance.now() - renderStartAt - sendingDelay);
      });
    });
  });
  const keyTimes: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (/^key|input$/.test(entry.name) && entry.startTime >= renderStartAt) keyTimes.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const driver: DialogDriver = {
    focusFirstInput() {
      const input = firstTextInput();
      if (!input) return false;
      input.focus();
      // Not focusable yet (not laid out as shown): looked for again, rather than typing into nothing.
      if (document.activeElement !== input) return false;
      driver.focusedAt = performance.now() - renderStartAt;
      target = { input, before: input.value };
      return true;
    },
    opened,
    renderStartAt,
    focusedAt: NaN,
    keyPainted: new Promise((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries()[0].duration)).observe({ type: 'first-input', buffered: true }),
    ),
    async slowestKey() {
      // Entries are reported after the frame that follows the key: two frames, then a task.
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
      return Math.max(16, ...keyTimes);
    },
    readiness: withReadiness ? appears(READINESS).then(() => performance.now() - renderStartAt) : Promise.resolve(0),
    visibleFields: () => [...document.querySelectorAll<HTMLElement>(FIELD)].filter((field) => field.checkVisibility()).length,
    expand,
    async expandAll() {
      let total = 0;
      const closed = [...document.querySelectorAll<HTMLElement>('[data-section]')].filter(
        (section) => !hasFields(section.dataset.section!),
      );
      for (const section of closed) total += await expand(section.dataset.section!);
      return total;
    },
    controls: () => document.querySelectorAll(`${FIELD}, button, label`).length,
  };
  window.__dialog = driver;
  return driver;
}
