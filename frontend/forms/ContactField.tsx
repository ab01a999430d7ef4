import type { ChangeEvent } from 'react';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { TEXTS } from '../landing/texts.ts';
import { labelOf, type ContactFieldName, type ContactFormValues, type FieldErrors } from './contactRequestForm.ts';
import { COUNTRIES } from '../../engine/countries/countries.ts';

type VisibleField = Exclude<ContactFieldName, 'website'>;

const INPUTS: Record<Exclude<VisibleField, 'country' | 'message'>, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  address: { type: 'text', autoComplete: 'street-address' },
  preferredDate: { type: 'date', autoComplete: 'off' },
};

export interface ContactFieldProps {
  field: VisibleField;
  /** Makes ids unique when two forms are on the page. */
  formId: string;
  values: ContactFormValues;
  errors: FieldErrors;
  onChange: (field: ContactFieldName, value: string) => void;
  disabled?: boolean;
}

/** One labelled field of the contact/appointment form, with its Spanish error message beneath. */
export function ContactField({ field, formId, values, errors, onChange, disabled }: ContactFieldProps) {
  const id = `${formId}-${field}`;
  const error = errors[field];
  const required = field !== 'message';
  const common = {
    id,
    name: field,
    value: values[field],
    disabled,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(field, event.target.value),
  };

  let control;
  if (field === 'country') {
    control = (
      <div className={`select is-fullwidth ${error ? 'is-danger' : ''}`}>
        <select {...common}>
          <option value="">{TEXTS.form.countryPlaceholder}</option>
          {COUNTRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  } else if (field === 'message') {
    control = (
      <textarea {...common} className={`textarea ${error ? 'is-danger' : ''}`} rows={3} placeholder={TEXTS.form.placeholders.message} />
    );
  } else {
    const input = INPUTS[field];
    control = (
      <input
        {...common}
        className={`input ${error ? 'is-danger' : ''}`}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        placeholder={field === 'preferredDate' ? undefined : TEXTS.form.placeholders[field]}
        min={field === 'preferredDate' ? todayInBusinessZone() : undefined}
      />
    );
  }

  return (
    <div className={`field field-${field}`}>
      <label className="label" htmlFor={id}>
        {labelOf(field)}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="control">{control}</div>
      {error && (
        <p id={`${id}-error`} className="help is-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField({ formId, value, onChange }: { formId: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>{TEXTS.form.honeypotLabel}</label>
      <input
        id={`${formId}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
