import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.consultations.clientDiffers;

/**
 * Shown when the client's record differs from what this request was made with: a request from the
 * public site never changes the record, so staff decide which details are right (docs/security.md).
 */
export function ClientDifferencesNote({ differences }: { differences: ConsultationItem['clientDifferences'] }) {
  if (!differences.length) return null;
  return (
    <div className="record-card-alert" role="note" data-testid="client-differences">
      <p className="record-card-alert-title">{T.title}</p>
      <p>{T.recordHeading}</p>
      <dl>
        {differences.map(({ field, clientValue }) => (
          <div key={field}>
            <dt>{T.fields[field]}:</dt>
            <dd className={clientValue ? undefined : 'is-muted'}>{clientValue || T.empty}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
