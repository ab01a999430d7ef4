import { useState, useSyncExternalStore } from 'react';
import { INTERVIEW_STEP_KEYS } from '../../../engine/interview/types.ts';
import { browserOffline } from '../../offline/browserQueue.ts';
import { NoteAutosaver, noteAutosaverFor } from './noteAutosaver.ts';

/**
 * The saver of one interview, wired to the page: what is typed is kept when the page is hidden or closed,
 * and the state redrawn when the connection comes or goes. The panel's useQueueSender sends the queue
 * and refreshes the interviews as notes land.
 */
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
  const [saver] = useState(() => noteAutosaverFor(interviewId, () => createSaver(interviewId)));
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  return { saver, state, flush: () => saver.flush() };
}

export type InterviewNotes = ReturnType<typeof useInterviewNotes>;
