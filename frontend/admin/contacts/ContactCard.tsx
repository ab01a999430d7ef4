import { allowedContactActions } from '../../../engine/lifecycles/contactMachine.ts';
import type { ContactItem } from '../../../schemas/generated/contactPage.ts';
import { DetailList, mailLink, phoneLink, type Detail } from '../components/DetailList.tsx';
import { formatCalendarDay, formatInstant } from '../../../engine/calendar/formatDate.ts';
import { TEXTS } from '../texts.ts';
import { countryLabel } from '../../../engine/countries/countries.ts';

const T = TEXTS.contacts;

export function ContactCard({
  contact,
  markingRead,
  onMarkRead,
  onDelete,
}: {
  contact: ContactItem;
  markingRead: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
}) {
  const actions = allowedContactActions(contact.isRead);
  const details: Detail[] = [
    { label: TEXTS.fields.email, value: mailLink(contact.email), wide: 'narrow' },
    { label: TEXTS.fields.phone, value: phoneLink(contact.phone) },
    { label: TEXTS.fields.country, value: countryLabel(contact.country) },
  ];
  if (contact.address) details.push({ label: TEXTS.fields.address, value: contact.address, wide: 'narrow' });
  if (contact.preferredDate) details.push({ label: TEXTS.fields.preferredDate, value: formatCalendarDay(contact.preferredDate) });
  if (contact.message.trim()) details.push({ label: TEXTS.fields.message, value: contact.message, wide: true });

  return (
    <article className={`record-card${contact.isRead ? '' : ' is-unread'}`} data-testid="contact-card" aria-label={contact.name}>
      <header className="record-card-head">
        <h3 className="record-card-title">{contact.name}</h3>
        {!contact.isRead && <span className="badge is-new">{T.newBadge}</span>}
        <p className="record-card-date">
          {TEXTS.fields.receivedOn} <time dateTime={contact.createdAt}>{formatInstant(contact.createdAt)}</time>
        </p>
      </header>
      <DetailList details={details} />
      <footer className="record-card-actions">
        {actions.includes('markRead') && (
          <button
            type="button"
            className="button is-small is-primary"
            aria-disabled={markingRead || undefined}
            onClick={() => !markingRead && onMarkRead()}
          >
            {T.markRead}
          </button>
        )}
        {actions.includes('delete') && (
          <button type="button" className="button is-small is-danger is-outlined" onClick={onDelete}>
            {T.delete}
          </button>
        )}
      </footer>
    </article>
  );
}
