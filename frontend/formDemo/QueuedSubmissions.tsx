import type { FailedSubmission, QueuedSubmission } from '../offline/submissionQueue.ts';
import { FORM_DEMO_TEXTS as T } from './texts.ts';

const titleOf = (data: unknown) => {
  const title = (data as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title : T.untitled;
};

const clockTime = (at: number) => new Date(at).toLocaleTimeString('es-DO', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function stateText(item: QueuedSubmission): string {
  if (item.state === 'sending') return T.pendingState.sending;
  if (item.state === 'waiting' && item.nextAttemptAt) return T.pendingState.waiting(item.retryCount + 1, clockTime(item.nextAttemptAt));
  return T.pendingState.queued;
}

/** '2 envíos pendientes' and each one's state, from this tab or any other. */
export function PendingSubmissions({ items }: { items: QueuedSubmission[] }) {
  if (items.length === 0) return null;
  return (
    <section className="form-demo-card form-demo-pending" aria-labelledby="form-demo-pending-title">
      <h2 id="form-demo-pending-title" className="title is-6" role="status">
        {T.pendingHeading(items.length)}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className="form-demo-item" data-state={item.state}>
            <span className="form-demo-item-title">{titleOf(item.data)}</span>
            <span className="form-demo-tag" data-state={item.state}>
              {stateText(item)}
            </span>
            {item.lastError && (
              <p className="form-demo-last-error">
                {T.lastError} {item.lastError}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Submissions that left the queue unsent: their data stays here until recovered into the form or discarded. */
export function FailedSubmissions({
  items,
  onRecover,
  onDiscard,
}: {
  items: FailedSubmission[];
  onRecover: (item: FailedSubmission) => void;
  onDiscard: (item: FailedSubmission) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="form-demo-card form-demo-failed" aria-labelledby="form-demo-failed-title">
      <h2 id="form-demo-failed-title" className="title is-6">
        {T.failedHeading}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className="form-demo-item">
            <span className="form-demo-item-title">{titleOf(item.data)}</span>
            <p className="form-demo-failure">
              {item.reason === 'refused' ? T.failedRefused : T.failedExhausted} {item.message}
            </p>
            <div className="form-demo-actions">
              <button type="button" className="button is-small is-primary" onClick={() => onRecover(item)}>
                {T.recover}
              </button>
              <button type="button" className="button is-small" onClick={() => onDiscard(item)}>
                {T.discard}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
