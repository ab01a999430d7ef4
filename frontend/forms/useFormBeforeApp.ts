import { useEffect, useState, type RefObject } from 'react';
import { BEFORE_APP_ATTRIBUTE, takeHeldSubmit } from './heldSubmits.ts';
import type { ContactFieldName, ContactFormValues } from './contactRequestForm.ts';

/** What the visitor typed into the prerendered form before the app took it over, where it differs from `values`. */
function typedBeforeApp(form: HTMLFormElement, values: ContactFormValues): Partial<ContactFormValues> {
  const typed: Partial<ContactFormValues> = {};
  for (const field of Object.keys(values) as ContactFieldName[]) {
    const control = form.elements.namedItem(field);
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) &&
      control.value !== values[field]
    ) {
      typed[field] = control.value;
    }
  }
  return typed;
}

/**
 * Takes over a prerendered contact form safely. React keeps what was typed into the page's fields before
 * it hydrated them but does not know of it; this hands those values to the form's state, then marks the
 * form ready (the page's held-send script lets it through from then on, heldSubmits.ts) and sends it if the
 * visitor had already pressed send. Returns the attributes for the <form>.
 */
export function useFormBeforeApp(
  formElement: RefObject<HTMLFormElement | null>,
  values: ContactFormValues,
  change: (field: ContactFieldName, value: string) => void,
): Record<typeof BEFORE_APP_ATTRIBUTE, '' | undefined> {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const form = formElement.current;
    if (form) for (const [field, value] of Object.entries(typedBeforeApp(form, values))) change(field as ContactFieldName, value);
    setReady(true);
    // Once, right after hydration: later the fields and the state change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values typed before hydration are read once
  }, []);

  useEffect(() => {
    // This render already holds the adopted values, so the form's submit handler sends them.
    const form = formElement.current;
    if (ready && form && takeHeldSubmit(form)) form.requestSubmit();
  }, [ready, formElement]);

  return { [BEFORE_APP_ATTRIBUTE]: ready ? undefined : '' };
}
