import { allowedActions } from '../../../engine/lifecycles/consultationMachine.ts';
import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { CaseDetailsButton } from '../../caseDetails/CaseDetailsButton.tsx';
import { InterviewButton } from '../interviews/InterviewButton.tsx';
import { DetailList, mailLink, phoneLink } from '../components/DetailList.tsx';
import { formatCalendarDay, formatInstant } from '../../../engine/calendar/formatDate.ts';
import { useCan } from '../session/useCan.ts';
import { TEXTS } from '../texts.ts';
import { ClientDifferencesNote } from './ClientDifferencesNote.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { countryLabel } from '../../../engine/countries/countries.ts';

const T = TEXTS.consultations;

export type ConsultationDialog = 'reschedule' | 'complete' | 'delete';

export interface ConsultationCardProps {
  consultation: ConsultationItem;
  confirming: boolean;
  onConfirm: () => void;
  onOpen: (dialog: ConsultationDialog) => void;
}

/**
 * One consultation request; its buttons are exactly those the consultation machine allows, and deleting
 * only for the roles that may (it takes the case, images and interviews with it).
 */
export function ConsultationCard({ consultation: c, confirming, onConfirm, onOpen }: ConsultationCardProps) {
  const actions = allowedActions(c.status);
  const mayDelete = useCan('consultations.delete');
  return (
    <article className={`record-card is-${c.status}`} data-testid="consultation-card" aria-label={c.name}>
      <header className="record-card-head">
        <h3 className="record-card-title">{c.name}</h3>
        <StatusBadge status={c.status} />
        <p className="record-card-date">
          {TEXTS.fields.requestedOn} <time dateTime={c.createdAt}>{formatInstant(c.createdAt)}</time>
        </p>
      </header>
      <DetailList
        details={[
          { label: TEXTS.fields.email, value: mailLink(c.email), wide: 'narrow' },
          { label: TEXTS.fields.phone, value: phoneLink(c.phone) },
          { label: TEXTS.fields.country, value: countryLabel(c.country) },
          { label: TEXTS.fields.preferredDate, value: formatCalendarDay(c.preferredDate) || T.noDate, muted: !c.preferredDate },
          { label: TEXTS.fields.address, value: c.address || T.noAddress, muted: !c.address, wide: 'narrow' },
          { label: TEXTS.fields.message, value: c.message?.trim() ? c.message : T.noMessage, muted: !c.message?.trim(), wide: true },
        ]}
      />
      <ClientDifferencesNote differences={c.clientDifferences} />
      <p className="record-card-note">{T.costNote}</p>
      <footer className="record-card-actions">
        <CaseDetailsButton consultation={c} />
        <InterviewButton consultation={c} />
        {actions.includes('confirm') && (
          <button
            type="button"
            data-action="confirm"
            className="button is-small is-primary"
            aria-disabled={confirming || undefined}
            onClick={() => !confirming && onConfirm()}
          >
            {T.confirm}
          </button>
        )}
        {actions.includes('reschedule') && (
          <button type="button" data-action="reschedule" className="button is-small is-light" onClick={() => onOpen('reschedule')}>
            {T.reschedule}
          </button>
        )}
        {actions.includes('complete') && (
          <button type="button" data-action="complete" className="button is-small is-gold" onClick={() => onOpen('complete')}>
            {T.complete}
          </button>
        )}
        {actions.includes('delete') && mayDelete && (
          <button type="button" data-action="delete" className="button is-small is-danger is-outlined" onClick={() => onOpen('delete')}>
            {T.delete}
          </button>
        )}
      </footer>
    </article>
  );
}
