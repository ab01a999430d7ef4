import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useAdminAction } from '../components/useAdminAction.ts';
import { ListView } from '../lists/ListView.tsx';
import type { Page } from '../lists/useAdminList.ts';
import { InterviewCard } from './InterviewCard.tsx';
import { INTERVIEWS_KEY, interviewApi, type InterviewItem } from './interviewApi.ts';
import { useInterviewDialog } from './interviewDialogChunk.ts';
import { NewInterviewDialog } from './NewInterviewDialog.tsx';
import { INTERVIEW_TEXTS as T } from './texts.ts';
import { useOpenInterview } from './useOpenInterview.ts';

const asPage = (items: InterviewItem[]): Page<InterviewItem> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: Math.max(1, items.length),
});

/** Entrevistas: every interview, newest first, 'Nueva Entrevista', and the interview dialog. */
export function InterviewsTab() {
  const query = useQuery({ queryKey: INTERVIEWS_KEY, queryFn: ({ signal }) => interviewApi.list(signal), select: asPage });
  const [creating, setCreating] = useState(false);
  const [round, setRound] = useState(0);
  const [deleting, setDeleting] = useState<InterviewItem | null>(null);
  const { openId, open, close } = useOpenInterview();
  const Dialog = useInterviewDialog(openId !== null, close);

  const create = useAdminAction<{ clientName: string; country: 'usa' | 'canada' | 'europa' }, InterviewItem>({
    run: (body) => interviewApi.create(body),
    success: () => ({ title: T.created }),
    failure: { title: T.createError },
    invalidate: [INTERVIEWS_KEY],
    onSuccess: (interview) => {
      setCreating(false);
      setRound((r) => r + 1);
      open(interview.id);
    },
  });
  const remove = useAdminAction<InterviewItem>({
    run: (interview) => interviewApi.remove(interview.id),
    success: () => ({ title: T.deleted }),
    failure: { title: T.deleteError },
    invalidate: [INTERVIEWS_KEY],
    onSuccess: () => setDeleting(null),
  });

  return (
    <section className="admin-tab-section" aria-labelledby="interviews-heading">
      <div className="interviews-head">
        <h2 id="interviews-heading" className="admin-section-title">
          {T.heading}
        </h2>
        <button type="button" className="button is-primary" onClick={() => setCreating(true)}>
          {T.newInterview}
        </button>
      </div>
      <ListView
        query={query}
        page={1}
        onPage={() => undefined}
        emptyText={T.empty}
        emptyHint={T.emptyHint}
        emptyAction={{ label: T.createFirst, onClick: () => setCreating(true), primary: true }}
        narrowed={false}
        onClear={() => undefined}
        label={T.heading}
        itemKey={(i) => i.id}
        renderItem={(i) => <InterviewCard interview={i} onOpen={() => open(i.id)} onDelete={() => setDeleting(i)} />}
      />
      <NewInterviewDialog
        key={round}
        open={creating}
        busy={create.isPending}
        onSubmit={(body) => create.mutate(body)}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        question={T.deleteQuestion(deleting?.clientName ?? '')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
      {openId &&
        (Dialog ? (
          <Dialog key={openId} id={openId} onClose={close} />
        ) : (
          <span className="list-state" role="status">
            {T.loading}
          </span>
        ))}
    </section>
  );
}
