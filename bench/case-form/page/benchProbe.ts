/**
 * What the bench runner reads from the page (window.__bench): when the form was first on screen with
 * all its inputs, and how long each keystroke took from keydown until the `input` event had been
 * handled, React's synchronous render included (a window listener runs after React's root listener).
 */
export interface BenchProbe {
  variant: string;
  /** When the page handed the variant to React (after loading the bundle and the templates). */
  renderStartAt: number | null;
  readyAt: number | null;
  inputCount: number;
  keystrokes: number[];
  /** keydown to the next animation frame: also catches work a form defers past the event. */
  frames: number[];
  /**
   * The product's inputs hand typed text to the form after a 150 ms pause: each such commit, from the
   * timer firing until the render it causes is done (the task queued behind React's own).
   */
  commits: number[];
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

export function installProbe(variant: string): BenchProbe {
  const probe: BenchProbe = { variant, renderStartAt: null, readyAt: null, inputCount: 0, keystrokes: [], frames: [], commits: [] };
  window.__bench = probe;
  const setTimeoutBefore = window.setTimeout;
  window.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay !== 150 || typeof handler !== 'function') return setTimeoutBefore(handler, delay, ...rest);
    return setTimeoutBefore(() => {
      const start = performance.now();
      handler();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => setTimeoutBefore(() => probe.commits.push(performance.now() - start), 0);
      channel.port2.postMessage(null);
    }, delay);
  }) as typeof window.setTimeout;
  let keydownAt = 0;
  document.addEventListener('keydown', () => (keydownAt = performance.now()), { capture: true });
  window.addEventListener('input', () => {
    if (!keydownAt) return;
    const start = keydownAt;
    probe.keystrokes.push(performance.now() - start);
    requestAnimationFrame(() => probe.frames.push(performance.now() - start));
    keydownAt = 0;
  });
  return probe;
}

/** Called once the variant's first render is committed: all inputs are in the document. */
export function markReady(probe: BenchProbe) {
  probe.inputCount = document.querySelectorAll('input, select, textarea').length;
  probe.readyAt = performance.now();
}
