import { useCallback, useState } from 'react';
import { loadContactCheck, loadedContactCheck } from './contactCheck.ts';
import {
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactFieldName,
  type ContactFormValues,
  type FieldErrors,
} from './contactRequestForm.ts';

/**
 * The values and per-field errors of a contact/appointment form; a field's error clears once it is
 * fixed. The check itself loads when the form is first touched (`warmUp`) or sent.
 */
export function useContactForm(initial: ContactFormValues = EMPTY_CONTACT_FORM) {
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = useCallback((field: ContactFieldName, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      setErrors((current) => {
        // Errors are only on screen once a check ran, so the check is loaded by then.
        const check = loadedContactCheck();
        if (!current[field] || !check) return current;
        const rest = { ...current };
        const message = validateContactForm(check, next)[field];
        if (message) rest[field] = message;
        else delete rest[field];
        return rest;
      });
      return next;
    });
  }, []);

  /** Starts loading the check (on the form's first focus), so a send does not wait for it. */
  const warmUp = useCallback(() => {
    loadContactCheck().catch(() => {});
  }, []);

  /**
   * Checks everything; shows the errors and moves focus to the first wrong field. True when valid,
   * and also when the check could not load (the server checks the request anyway).
   */
  const check = useCallback(
    async (formElement: HTMLFormElement | null): Promise<boolean> => {
      const contactCheck = await loadContactCheck().catch(() => null);
      if (!contactCheck) return true;
      const found = validateContactForm(contactCheck, values);
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

  return { values, errors, setErrors, change, check, warmUp, reset };
}
