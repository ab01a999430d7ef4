import { useCallback, useState } from 'react';
import { EMPTY_CONTACT_FORM, validateContactForm, type ContactFieldName, type ContactFormValues, type FieldErrors } from './contactRequestForm.ts';

/** The values and per-field errors of a contact/appointment form; a field's error clears once it is fixed. */
export function useContactForm(initial: ContactFormValues = EMPTY_CONTACT_FORM) {
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = useCallback((field: ContactFieldName, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      setErrors((current) => {
        if (!current[field]) return current;
        const rest = { ...current };
        const message = validateContactForm(next)[field];
        if (message) rest[field] = message;
        else delete rest[field];
        return rest;
      });
      return next;
    });
  }, []);

  /** Checks everything; shows the errors and moves focus to the first wrong field. True when valid. */
  const check = useCallback(
    (formElement: HTMLFormElement | null): boolean => {
      const found = validateContactForm(values);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) formElement?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return !first;
    },
    [values],
  );

  const reset = useCallback((next: ContactFormValues = EMPTY_CONTACT_FORM) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setErrors, change, check, reset };
}
