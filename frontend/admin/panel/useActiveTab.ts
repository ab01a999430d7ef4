import { useCallback, useState } from 'react';

/**
 * The open tab, kept in the address (`/admin?tab=consultas`) so a reload or a shared link opens it again.
 * A tab that is not among `ids` (not for this role, or no longer: the role changed) gives way to the first one.
 */
export function useActiveTab(ids: readonly string[]): [string, (id: string) => void] {
  const [chosen, setChosen] = useState(() => new URLSearchParams(window.location.search).get('tab'));
  const select = useCallback((id: string) => {
    setChosen(id);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', id);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [chosen && ids.includes(chosen) ? chosen : ids[0], select];
}
