/**
 * Drives the case dialog (the product's or the plain one) from inside the page and times what a
 * consultant waits for: each step ends once its inputs are on screen and the page runs the next task (it
 * would handle a keystroke then). The dialog is open when its first section answers input and, in the
 * product, the readiness of the case is shown. Each click comes once the page is idle, as a person reads
 * before clicking. Read by run.ts through `window.__dialog`.
 */
export interface DialogDriver {
  /** Render start to the first open section's inputs on screen, the page free again (ms). */
  opened: Promise<number>;
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

const sectionElement = (key: string) => document.querySelector<HTMLElement>(`[data-section="${key}"]`);
// An input on screen: one drawn ahead but hidden does not count.
const hasFields = (key: string) => [...(sectionElement(key)?.querySelectorAll<HTMLElement>(`.case-section-body ${FIELD}`) ?? [])].some((field) => field.offsetParent !== null);
const READINESS = '[data-testid="case-ready"], [data-testid="case-missing"]';

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
  const driver: DialogDriver = {
    opened: until(() => {
      const first = document.querySelector<HTMLElement>('[data-section]');
      return Boolean(first && hasFields(first.dataset.section!)) && (!withReadiness || Boolean(document.querySelector(READINESS)));
    }).then(() => performance.now() - renderStartAt),
    expand,
    async expandAll() {
      let total = 0;
      const closed = [...document.querySelectorAll<HTMLElement>('[data-section]')].filter((section) => !hasFields(section.dataset.section!));
      for (const section of closed) total += await expand(section.dataset.section!);
      return total;
    },
    controls: () => document.querySelectorAll(`${FIELD}, button, label`).length,
  };
  window.__dialog = driver;
  return driver;
}
