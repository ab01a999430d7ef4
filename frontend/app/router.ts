import { useSyncExternalStore } from 'react';

/**
 * The whole routing of the product is a switch on the pathname (see App.tsx); this file only keeps
 * React informed when the pathname changes through `navigate` or the browser's back/forward buttons.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** '/admin/' and '/admin' are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Without a window (the build prerendering the landing page) and while hydrating that page, the path is
 * '/': only `/` is served prerendered (frontend/prerender/prerenderPlugin.ts).
 */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => normalizePath(window.location.pathname),
    () => '/',
  );
}

export function navigate(to: string) {
  window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
  window.scrollTo(0, 0);
}
