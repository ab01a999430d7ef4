import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { useToast } from '../../toast/toastContext.ts';
import { SUMMARY_KEY } from '../lists/queryKeys.ts';
import { errorMessage } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { prefetchInterviewDialog, useInterviewDialog } from './interviewDialogChunk.ts';
import { INTERVIEWS_KEY, interviewApi } from './interviewApi.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

/**
 * 'Entrevista' on a consultation card: opens the consultation's interview (the one in progress, else the
 * latest finished one), or starts one linked to it, with the client's name and the destination's region.
 */
export function InterviewButton({ consultation }: { consultation: ConsultationItem }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Dialog = useInterviewDialog(openId !== null, () => setOpenId(null));

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const all = await queryClient.fetchQuery({
        queryKey: INTERVIEWS_KEY,
        queryFn: ({ signal }) => interviewApi.list(signal),
        staleTime: 0,
      });
      const linked = all.filter((i) => i.consultationId === consultation.id);
      const found = linked.find((i) => i.status === 'in_progress') ?? linked[0];
      const interview = found ?? (await interviewApi.create({ consultationId: consultation.id, clientName: consultation.name }));
      if (!found)
        await Promise.all([INTERVIEWS_KEY, SUMMARY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));
      setOpenId(interview.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast({ title: T.interviewOpenError, description: errorMessage(error, TEXTS.errors.network), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="card-action">
      <button
        type="button"
        className="button is-small is-light interview-button"
        aria-disabled={busy || undefined}
        onPointerEnter={prefetchInterviewDialog}
        onFocus={prefetchInterviewDialog}
        onClick={() => void open()}
      >
        {T.interviewButton}
      </button>
      {openId && Dialog ? (
        <Dialog key={openId} id={openId} onClose={() => setOpenId(null)} />
      ) : (
        // Finding or starting the interview, then fetching the dialog's code.
        (busy || openId) && (
          <span className="card-action-note" role="status">
            {T.loading}
          </span>
        )
      )}
    </span>
  );
}
