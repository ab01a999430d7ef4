import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/apiRequest.ts';
import { useToast } from '../../toast/toastContext.ts';
import { errorMessage } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { INTERVIEWS_KEY, interviewApi, type InterviewItem, type InterviewResult, type InterviewTemplateView } from './interviewApi.ts';
import { downloadInterviewPdf } from './interviewPdf.ts';
import { RatingBadge } from './RatingBadge.tsx';
import { regionLabel } from './regionLabel.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

const S = T.summary;

export interface InterviewSummaryViewProps {
  interview: InterviewItem;
  template: InterviewTemplateView;
  result: InterviewResult | null;
  onResult: (result: InterviewResult) => void;
  onReopen: () => Promise<void>;
}

/** The finished interview: score, rating, executive summary, the ledger that explains it, and what would raise it. */
export function InterviewSummaryView({ interview, template, result, onResult, onReopen }: InterviewSummaryViewProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [rating, setRating] = useState(result?.rating ?? template.rules.ratings[0]?.name ?? '');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState<'rating' | 'pdf' | 'reopen' | null>(null);
  const summary = result?.executiveSummary ?? interview.executiveSummary;
  const shownRating = result?.rating ?? interview.rating ?? '';

  const saveRating = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setReasonError(S.overrideReasonMissing);
      return;
    }
    setReasonError('');
    setBusy('rating');
    try {
      const answer = await interviewApi.rate(interview.id, rating, reason.trim());
      onResult(answer.result);
      setReason('');
      toast({ title: S.overrideSaved });
      void queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY, exact: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast({ title: S.overrideError, description: errorMessage(error, TEXTS.errors.network), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const downloadPdf = async () => {
    if (busy || !result) return;
    setBusy('pdf');
    try {
      await downloadInterviewPdf({
        clientName: interview.clientName,
        regionLabel: regionLabel(interview.country),
        result,
        date: new Date(),
      });
    } catch {
      toast({ title: S.pdfError, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const reopen = async () => {
    if (busy) return;
    setBusy('reopen');
    try {
      await onReopen();
    } catch (error) {
      toast({ title: S.reopenError, description: errorMessage(error, TEXTS.errors.network), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="interview-summary" data-testid="interview-summary">
      <header className="interview-summary-head">
        <h3 className="interview-step-heading">{S.title}</h3>
        {shownRating && <RatingBadge rating={shownRating} />}
        {result && (
          <p className="interview-score">
            <span className="is-sr-only">{S.scoreLabel}: </span>
            {S.score(result.score, result.maxScore)}
          </p>
        )}
      </header>
      {result && result.rating !== result.computedRating && (
        <p className="interview-override-note">
          {S.computed(result.computedRating)}. {S.overriddenBy(result.overriddenBy ?? '', result.overrideReason ?? '')}
        </p>
      )}
      <p className="interview-summary-text">{summary?.text}</p>
      <dl className="detail-list">
        <div className="detail">
          <dt>{T.recommendedVisa}</dt>
          <dd>{summary?.recommendedVisa || T.notAvailable}</dd>
        </div>
        <div className="detail">
          <dt>{T.eligibilityLevel}</dt>
          <dd>{summary?.eligibilityLevel || T.notAvailable}</dd>
        </div>
      </dl>
      {!result ? (
        <p className="list-state">{S.noResult}</p>
      ) : (
        <>
          <div className="interview-findings">
            <section>
              <h4>{S.strengths}</h4>
              {result.strengths.length ? (
                <ul>
                  {result.strengths.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="is-muted">{S.none}</p>
              )}
            </section>
            <section>
              <h4>{S.risks}</h4>
              {result.risks.length ? (
                <ul>
                  {result.risks.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="is-muted">{S.none}</p>
              )}
            </section>
          </div>
          <section className="interview-raise">
            {result.toNextRating ? (
              <>
                <h4>{S.toNext(result.toNextRating.rating, result.toNextRating.pointsNeeded)}</h4>
                <ul>
                  {result.toNextRating.suggestions.map((s) => (
                    <li key={`${s.step}.${s.field}`}>{s.line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{S.top}</p>
            )}
          </section>
          <details className="interview-ledger">
            <summary>{S.ledger}</summary>
            <ol>
              {result.ledger.map((entry) => (
                <li key={`${entry.step}.${entry.field}`} className={entry.points < entry.possible ? 'is-short' : undefined}>
                  {entry.line}
                </li>
              ))}
            </ol>
          </details>
          <form className="interview-override" onSubmit={saveRating} noValidate>
            <h4>{S.override}</h4>
            <div className="field">
              <label className="label" htmlFor="interview-override-rating">
                {S.overrideRating}
              </label>
              <div className="select">
                <select id="interview-override-rating" value={rating} onChange={(e) => setRating(e.target.value)}>
                  {template.rules.ratings.map((r) => (
                    <option key={r.name} value={r.name}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="field">
              <label className="label" htmlFor="interview-override-reason">
                {S.overrideReason}
              </label>
              <textarea
                id="interview-override-reason"
                className={`textarea${reasonError ? ' is-danger' : ''}`}
                rows={2}
                maxLength={1000}
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'interview-override-error' : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              {reasonError && (
                <p id="interview-override-error" className="help is-danger">
                  {reasonError}
                </p>
              )}
            </div>
            <button type="submit" className="button is-small is-primary" aria-disabled={busy !== null || undefined}>
              {S.overrideSave}
            </button>
          </form>
        </>
      )}
      <footer className="interview-actions">
        <button type="button" className="button is-light" aria-disabled={busy !== null || undefined} onClick={() => void reopen()}>
          {S.reopen}
        </button>
        {result && (
          <button type="button" className="button is-gold" aria-disabled={busy !== null || undefined} onClick={() => void downloadPdf()}>
            {busy === 'pdf' ? S.pdfWorking : S.pdf}
          </button>
        )}
      </footer>
    </div>
  );
}
