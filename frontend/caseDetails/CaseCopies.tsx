import { useId } from 'react';
import type { CaseCopyList } from '../../schemas/generated/caseCopyList.ts';
import { CASE_TEXTS } from './texts.ts';
import { useCaseCopies } from './copies/useCaseCopies.ts';
import { formatDateTime } from '../../engine/calendar/formatDate.ts';
import './caseFile.scss';

const T = CASE_TEXTS.copies;

type CaseCopy = CaseCopyList[number];

function statusOf(copy: CaseCopy): { label: string; tone: 'queued' | 'retrying' | 'sent' | 'failed' } {
  if (copy.status === 'sent') return { label: T.status.sent, tone: 'sent' };
  if (copy.status === 'failed') return { label: T.status.failed, tone: 'failed' };
  return copy.attempts > 0 ? { label: T.status.retrying, tone: 'retrying' } : { label: T.status.queued, tone: 'queued' };
}

/**
 * The copies of the case sent by e-mail and what became of each: a copy the mail server refused on
 * every attempt says so, so the consultant can send it again. Shown only once a copy exists; while
 * one waits, the list looks again every few seconds.
 */
export function CaseCopies({ consultationId }: { consultationId: string }) {
  const copies = useCaseCopies(consultationId);
  const headingId = useId();
  if (!copies.data?.length) return null;
  return (
    <section className="case-copies" aria-labelledby={headingId}>
      <h3 id={headingId} className="title is-6">
        {T.heading}
      </h3>
      <ul className="case-copies-list">
        {copies.data.map((copy) => {
          const status = statusOf(copy);
          return (
            <li key={copy.id} className="case-copies-item" data-testid="case-copy">
              <div className="case-copies-line">
                <span className="case-copies-to">{copy.to}</span>
                <span className={`case-copies-status is-${status.tone}`}>{status.label}</span>
              </div>
              <p className="case-copies-when">
                {copy.sentAt ? T.sent(formatDateTime(copy.sentAt)) : T.requested(formatDateTime(copy.createdAt))}
              </p>
              {status.tone === 'retrying' && <p className="case-copies-note">{T.failedAttempts(copy.attempts)}</p>}
              {status.tone === 'failed' && <p className="case-copies-note is-failed">{T.failedHelp}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
