import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { APP_TEXTS } from '../app/texts.ts';
import { ToastContext, type ToastApi, type ToastInput } from './toastContext.ts';
import { ToastItem } from './ToastItem.tsx';
import { useTopLayerHost } from './useTopLayerHost.ts';

export interface ShownToast extends ToastInput {
  id: number;
  open: boolean;
}

/** How long a dismissed toast stays in the DOM for its exit animation. */
const EXIT_MS = 200;

/**
 * Holds the one visible toast and the notification region. The region shows above every open dialog
 * (useTopLayerHost). F8 moves keyboard focus to the region, so a keyboard user can reach the close
 * button of a toast without hunting for it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);
  const host = useTopLayerHost('toast-viewport');

  const dismiss = useCallback((id?: number) => {
    setToasts((list) => list.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.open)), EXIT_MS);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast(input) {
        const id = nextId.current++;
        setToasts((list) => [...list.filter((t) => t.open).map((t) => ({ ...t, open: false })), { ...input, id, open: true }]);
        window.setTimeout(() => setToasts((list) => list.filter((t) => t.open)), EXIT_MS);
      },
      dismiss: () => dismiss(),
    }),
    [dismiss],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      const target = region.current?.querySelector<HTMLElement>('.toast[data-open="true"]') ?? region.current;
      target?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {host &&
        createPortal(
          <section aria-label={APP_TEXTS.notifications}>
            <div ref={region} className="toast-list" tabIndex={-1} aria-live="polite" aria-relevant="additions text">
              {toasts.map((t) => (
                <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
              ))}
            </div>
          </section>,
          host,
        )}
    </ToastContext.Provider>
  );
}
