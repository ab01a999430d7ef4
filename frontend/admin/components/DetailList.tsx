import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Spans the whole row: always (messages) or only on narrow screens (long values such as e-mails). */
  wide?: boolean | 'narrow';
  /** Greyed (a fallback text such as 'Fecha no especificada'). */
  muted?: boolean;
}

/** The labelled fields of a record card. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="detail-list">
      {details.map((detail) => (
        <div
          key={detail.label}
          className={`detail${detail.wide === true ? ' is-wide' : detail.wide === 'narrow' ? ' is-wide-narrow' : ''}`}
        >
          <dt>{detail.label}</dt>
          <dd className={detail.muted ? 'is-muted' : undefined}>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const mailLink = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
export const phoneLink = (phone: string) => <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
