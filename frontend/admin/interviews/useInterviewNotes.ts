import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { INTERVIEWS_KEY, interviewApi, interviewKey } from './interviewApi.ts';
import { NoteAutosaver, noteAutosaverFor } from './noteAutosaver.ts';

/** The interview's note autosaver (shared with any later opening of the dialog) and its state. */
export function useInterviewNotes(interviewId: string) {
  const queryClient = useQueryClient();
  const [saver] = useState(() =>
    noteAutosaverFor(
      interviewId,
      () =>
        new NoteAutosaver({
          send: async (stepKey, note) => {
            await interviewApi.saveStep(interviewId, { stepKey, note });
            void queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY, exact: true });
            void queryClient.invalidateQueries({ queryKey: interviewKey(interviewId) });
          },
        }),
    ),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  return { saver, state, flush: () => saver.flush() };
}

export type InterviewNotes = ReturnType<typeof useInterviewNotes>;
