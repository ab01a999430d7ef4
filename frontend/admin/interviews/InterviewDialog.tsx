import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/Modal.tsx';
import {
  INTERVIEWS_KEY,
  INTERVIEW_TEMPLATE_KEY,
  interviewApi,
  interviewKey,
  interviewTemplateKey,
  type InterviewDetail,
} from './interviewApi.ts';
import { InterviewEditor } from './InterviewEditor.tsx';
import { INTERVIEW_TEXTS as T } from './texts.ts';
import { useInterviewNotes } from './useInterviewNotes.ts';
import '../../caseDetails/caseDetails.scss';
import './interviews.scss';

export interface InterviewDialogProps {
  id: string;
  onClose: () => void;
}

/**
 * The interview dialog: the seven steps while in progress, the executive summary once finalized.
 * Opening it always reads the interview afresh; closing it sends any note still waiting for its pause.
 */
export default function InterviewDialog({ id, onClose }: InterviewDialogProps) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: interviewKey(id),
    queryFn: ({ signal }) => interviewApi.get(id, signal),
    refetchOnMount: 'always',
    gcTime: 0,
  });
  // Read beside the interview: most interviews are on the latest steps and rules.
  const latest = useQuery({ queryKey: INTERVIEW_TEMPLATE_KEY, queryFn: ({ signal }) => interviewApi.template(signal) });
  const notes = useInterviewNotes(id);

  const close = () => {
    void notes.flush();
    void queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY, exact: true });
    onClose();
  };

  // The answer read on this opening (never one cached from an earlier one), kept while the dialog is open:
  // later reloads refresh the list, not what is being edited.
  const [loaded, setLoaded] = useState<InterviewDetail | null>(null);
  if (!loaded && detail.isFetchedAfterMount && detail.isSuccess && !detail.isFetching) setLoaded(detail.data);
  // An interview opens with the steps and rules it was made with, which a later publish does not change.
  const own =
    loaded &&
    latest.data &&
    (loaded.templateVersion !== latest.data.version || (loaded.rulesVersion ?? latest.data.rules.version) !== latest.data.rules.version)
      ? { version: loaded.templateVersion, rulesVersion: loaded.rulesVersion }
      : null;
  const versioned = useQuery({
    queryKey: interviewTemplateKey(own?.version ?? 0, own?.rulesVersion ?? null),
    queryFn: ({ signal }) => interviewApi.template(signal, own!),
    enabled: own !== null,
    staleTime: Infinity,
  });
  const template = own ? versioned : latest;
  const fetching = detail.isFetching || template.isFetching;
  const failed = !loaded && !fetching && (detail.isError || (template.isError && !template.data));
  return (
    <Modal
      open
      onClose={close}
      title={loaded ? T.dialogTitle(loaded.clientName) : T.interviewButton}
      size="large"
      className="interview-dialog"
      closeOnBackdrop={false}
    >
      {failed ? (
        <div className="list-state is-error" role="alert">
          <p>{T.loadError}</p>
          <button
            type="button"
            className="button is-small is-light"
            onClick={() => {
              if (detail.isError) void detail.refetch();
              if (template.isError) void template.refetch();
            }}
          >
            {T.retry}
          </button>
        </div>
      ) : loaded && template.data ? (
        <InterviewEditor interview={loaded} template={template.data} notes={notes} />
      ) : (
        <p className="list-state" role="status">
          {T.loading}
        </p>
      )}
    </Modal>
  );
}
