import { useCallback, useState } from 'react';

/** The open tab, kept in the address (`/admin?tab=consultas`) so a reload or a shared link opens it again. */
export function useActiveTab(ids: readonly string[]): [string, (id: string) => void] {
  const [active, setActive] = useState(() => {
    const wanted = new URLSearchParams(window.location.search).get('tab');
    return wanted && ids.includes(wanted) ? wanted : ids[0];
  });
  const select = useCallback((id: string) => {
    setActive(id);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', id);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [active, select];
}
