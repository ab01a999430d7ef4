import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserOffline } from '../../offline/browserQueue.ts';
import { INTERVIEWS_KEY } from '../interviews/interviewApi.ts';
import { isInterviewNote } from '../interviews/noteAutosaver.ts';
import { session } from '../session/sessionStore.ts';

/**
 * Starts the browser's offline queue with the signed-in panel, so what was queued before a reload or in a
 * closed tab (interview notes) is sent on load and whenever the connection returns; refreshes the
 * interviews as their notes land, and asks for the password again when the queue meets a 401.
 */
export function useQueueSender() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queue } = browserOffline();
    return queue.subscribe((event) => {
      if (event.type === 'sent' && isInterviewNote(event.item.formId)) {
        // The list and each interview's detail (their keys start with the list's).
        void queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY });
      } else if (event.type === 'unauthorized') {
        void session.reauthenticate().then((signedIn) => {
          if (signedIn) void queue.resumeAfterSignIn();
        });
      }
    });
  }, [queryClient]);
}
