import { INTERVIEW_STEP_COUNT } from '../../../engine/interview/types.ts';
import { isInterviewCompleted } from '../../../engine/lifecycles/interview/interviewMachine.ts';
import { DetailList } from '../components/DetailList.tsx';
import { formatInstant } from '../../../engine/calendar/formatDate.ts';
import { TEXTS } from '../texts.ts';
import type { InterviewItem } from './interviewApi.ts';
import { RatingBadge } from './RatingBadge.tsx';
import { regionLabel } from './regionLabel.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';
import { prefetchInterviewDialog } from './interviewDialogChunk.ts';

export interface InterviewCardProps {
  interview: InterviewItem;
  onOpen: () => void;
  onDelete: () => void;
}

/** One interview: 'Paso n/7' with a progress bar while in progress; summary fields and notes once completed. */
export function InterviewCard({ interview: i, onOpen, onDelete }: InterviewCardProps) {
  const completed = isInterviewCompleted(i.status);
  const noteCount = Object.values(i.consultantNotes ?? {}).filter((note) => typeof note === 'string' && note.trim() !== '').length;
  const summary = i.executiveSummary;
  return (
    <article className={`record-card ${completed ? 'is-completed' : 'is-pending'}`} data-testid="interview-card" aria-label={i.clientName}>
      <header className="record-card-head">
        <h3 className="record-card-title">{i.clientName}</h3>
        <span className={`badge ${completed ? 'is-completed' : 'is-pending'}`}>
          {completed ? T.completed : T.stepOf(i.currentStep, INTERVIEW_STEP_COUNT)}
        </span>
        {completed && i.rating && <RatingBadge rating={i.rating} />}
        <p className="record-card-date">
          {T.createdOn} <time dateTime={i.createdAt}>{formatInstant(i.createdAt)}</time>
        </p>
      </header>
      {!completed && (
        <progress
          className="progress is-small interview-progress"
          value={i.currentStep}
          max={INTERVIEW_STEP_COUNT}
          aria-label={T.progress}
        />
      )}
      <DetailList
        details={[
          { label: TEXTS.fields.country, value: regionLabel(i.country) },
          ...(completed
            ? [
                { label: T.recommendedVisa, value: summary?.recommendedVisa || T.notAvailable, muted: !summary?.recommendedVisa },
                { label: T.eligibilityLevel, value: summary?.eligibilityLevel || T.notAvailable, muted: !summary?.eligibilityLevel },
                { label: T.notes, value: String(noteCount) },
              ]
            : []),
        ]}
      />
      <footer className="record-card-actions">
        <button
          type="button"
          data-action="open"
          className={`button is-small ${completed ? 'is-gold' : 'is-primary'}`}
          onPointerEnter={prefetchInterviewDialog}
          onFocus={prefetchInterviewDialog}
          onClick={onOpen}
        >
          {completed ? T.viewSummary : T.continue}
        </button>
        <button type="button" data-action="delete" className="button is-small is-danger is-outlined" onClick={onDelete}>
          {T.delete}
        </button>
      </footer>
    </article>
  );
}
