import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSessionItem } from '../../../schemas/generated/staffSessionList.ts';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import { useToast } from '../../toast/toastContext.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorMessage } from '../session/adminRequest.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { TEXTS } from '../texts.ts';
import { endMyOtherSessions, endMySession, listMySessions, MY_SESSIONS_KEY } from './accountApi.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.sessions;

const deviceOf = (item: StaffSessionItem) => T.device(item.browser, item.system);

/**
 * 'Mis sesiones': where the account is signed in, this browser's session marked; any other can be
 * closed, or all of them at once. Closing this one signs out here. After a session leaves the list the
 * section's heading takes the focus (the button pressed is gone).
 */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { ended: signedOutHere } = useSignOut();
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Fresh each time 'Mi cuenta' opens: sessions start and end elsewhere.
  const sessions = useQuery({ queryKey: MY_SESSIONS_KEY, queryFn: ({ signal }) => listMySessions(signal), staleTime: 0 });
  const reload = () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY });

  const endOne = useMutation({
    mutationFn: (item: StaffSessionItem) => endMySession(item.id),
    onSuccess: async ({ current }, item) => {
      if (current) {
        signedOutHere();
        return;
      }
      toast({ title: T.ended(deviceOf(item)) });
      await reload();
      heading.current?.focus();
    },
    onError: async (error) => {
      toast({ title: T.failed, description: errorMessage(error, TEXTS.errors.network), variant: 'destructive' });
      await reload();
    },
  });

  const endOthers = useMutation({
    mutationFn: endMyOtherSessions,
    onSuccess: async ({ ended }) => {
      setConfirmingOthers(false);
      toast({ title: T.endedOthers(ended) });
      await reload();
      heading.current?.focus();
    },
    onError: (error) => {
      setConfirmingOthers(false);
      toast({ title: T.failed, description: errorMessage(error, TEXTS.errors.network), variant: 'destructive' });
    },
  });

  const list = sessions.data ?? [];
  const others = list.filter((item) => !item.current).length;
  let body;
  if (sessions.isPending) {
    body = (
      <p className="account-state" role="status">
        {T.loading}
      </p>
    );
  } else if (sessions.isError) {
    body = (
      <div className="account-state is-error" role="alert">
        <p>
          {T.loadError} {errorMessage(sessions.error, TEXTS.errors.network)}
        </p>
        <button type="button" className="button is-white" onClick={() => void sessions.refetch()}>
          {T.retry}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="session-list">
          {list.map((item) => (
            <SessionItem
              key={item.id}
              item={item}
              busy={endOne.isPending && endOne.variables?.id === item.id}
              onEnd={() => !endOne.isPending && endOne.mutate(item)}
            />
          ))}
        </ul>
        {others > 0 ? (
          <div className="account-actions">
            <button type="button" className="button is-white" onClick={() => setConfirmingOthers(true)}>
              {T.endOthers}
            </button>
          </div>
        ) : (
          <p className="account-note">{T.onlyThis}</p>
        )}
      </>
    );
  }

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="account-heading">
        {T.heading}
      </h3>
      <p className="account-text">{T.intro}</p>
      {body}
      <ConfirmDialog
        open={confirmingOthers}
        title={T.endOthersTitle}
        question={T.endOthersQuestion(others)}
        confirmLabel={T.endOthers}
        busy={endOthers.isPending}
        onConfirm={() => endOthers.mutate()}
        onClose={() => setConfirmingOthers(false)}
      />
    </section>
  );
}

function SessionItem({ item, busy, onEnd }: { item: StaffSessionItem; busy: boolean; onEnd: () => void }) {
  const device = deviceOf(item);
  return (
    <li className={`session-item${item.current ? ' is-current' : ''}`} data-testid="session-item" aria-label={device}>
      <div className="session-item-head">
        <span className="session-device">{device}</span>
        {item.current && <span className="badge is-current-session">{T.current}</span>}
      </div>
      <dl className="session-details">
        <div>
          <dt>{T.address}</dt>
          <dd>{item.address ?? T.unknownAddress}</dd>
        </div>
        <div>
          <dt>{T.startedAt}</dt>
          <dd>{formatDateTime(item.startedAt)}</dd>
        </div>
        <div>
          <dt>{T.lastSeenAt}</dt>
          <dd>{formatDateTime(item.lastSeenAt)}</dd>
        </div>
      </dl>
      <div className="session-item-actions">
        <button
          type="button"
          className="button is-small is-white"
          aria-label={item.current ? undefined : T.endLabel(device)}
          aria-disabled={busy || undefined}
          onClick={onEnd}
        >
          {busy ? T.ending : item.current ? T.endCurrent : T.end}
        </button>
      </div>
    </li>
  );
}
