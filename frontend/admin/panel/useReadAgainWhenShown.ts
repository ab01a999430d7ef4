import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * For a tab whose lists others change behind its back (the activity record grows with every staff
 * action, anywhere): they are read again each time the tab is opened again. A hidden tab stays mounted
 * and the panel keeps what it read, so they would otherwise show what they held the first time.
 */
export function useReadAgainWhenShown(shown: boolean, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const wasShown = useRef(shown);
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (shown && !wasShown.current) for (const queryKey of latest.current) void queryClient.invalidateQueries({ queryKey });
    wasShown.current = shown;
  }, [shown, queryClient]);
}
