import type { ResultItem } from '../../../schemas/generated/resultPage.ts';
import { CaseDetailsButton } from '../../caseDetails/CaseDetailsButton.tsx';
import { DetailList, mailLink, phoneLink } from '../components/DetailList.tsx';
import { formatInstant } from '../../../engine/calendar/formatDate.ts';
import { TEXTS } from '../texts.ts';
import { countryLabel } from '../../../engine/countries/countries.ts';

/** One result; 'Detalles' opens the case of the consultation it came from, while that consultation exists. */
export function ResultCard({ result }: { result: ResultItem }) {
  const message = result.message?.trim();
  return (
    <article className={`record-card is-result-${result.resultType}`} data-testid="result-card" aria-label={result.name}>
      <header className="record-card-head">
        <h3 className="record-card-title">{result.name}</h3>
        <span className={`badge is-result is-${result.resultType}`}>{TEXTS.results.badge[result.resultType]}</span>
        <p className="record-card-date">
          {TEXTS.fields.completedOn} <time dateTime={result.completedAt}>{formatInstant(result.completedAt)}</time>
        </p>
      </header>
      <DetailList
        details={[
          { label: TEXTS.fields.email, value: mailLink(result.email), wide: 'narrow' },
          { label: TEXTS.fields.phone, value: phoneLink(result.phone) },
          { label: TEXTS.fields.country, value: countryLabel(result.country) },
          { label: TEXTS.fields.originalMessage, value: message || TEXTS.consultations.noMessage, muted: !message, wide: true },
        ]}
      />
      <footer className="record-card-actions">
        {result.caseAvailable ? (
          <CaseDetailsButton
            consultation={{
              id: result.originalConsultationId,
              name: result.name,
              email: result.email,
              phone: result.phone,
              address: result.address,
              country: result.country,
            }}
          />
        ) : (
          <p className="record-card-note">{TEXTS.results.caseDeleted}</p>
        )}
      </footer>
    </article>
  );
}
