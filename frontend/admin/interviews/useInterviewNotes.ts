import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { INTERVIEW_STEP_KEYS } from '../../../engine/interview/types.ts';
import { browserOffline } from '../../offline/browserQueue.ts';
import { session } from '../session/sessionStore.ts';
import { INTERVIEWS_KEY, interviewKey } from './interviewApi.ts';
import { NoteAutosaver, noteAutosaverFor, noteFormId } from './noteAutosaver.ts';

/** The saver of one interview, wired to the page: kept on hiding or closing, state redrawn on (dis)connection. */
function createSaver(interviewId: string): NoteAutosaver {
  const { queue, drafts } = browserOffline();
  const saver = new NoteAutosaver({ interviewId, queue, drafts, stepKeys: INTERVIEW_STEP_KEYS });
  // A consultant closing the tab within the typing pause keeps the last letters too.
  window.addEventListener('pagehide', () => saver.keepTyped());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    saver.keepTyped();
    void saver.flush();
  });
  window.addEventListener('online', saver.refresh);
  window.addEventListener('offline', saver.refresh);
  return saver;
}

/** The interview's note autosaver (shared with any later opening of the dialog) and its state. */
export function useInterviewNotes(interviewId: string) {
  const queryClient = useQueryClient();
  const [saver] = useState(() => noteAutosaverFor(interviewId, () => createSaver(interviewId)));
  useEffect(
    () =>
      browserOffline().queue.subscribe((event) => {
        if (event.type === 'sent' && event.item.formId.startsWith(noteFormId(interviewId, ''))) {
          void queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY, exact: true });
          void queryClient.invalidateQueries({ queryKey: interviewKey(interviewId) });
        } else if (event.type === 'unauthorized') {
          // The overlay asks for the password again; the queued notes wait and go once signed in.
          void session.reauthenticate().then((signedIn) => {
            if (signedIn) void browserOffline().queue.resumeAfterSignIn();
          });
        }
      }),
    [queryClient, interviewId],
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  return { saver, state, flush: () => saver.flush() };
}

export type InterviewNotes = ReturnType<typeof useInterviewNotes>;
