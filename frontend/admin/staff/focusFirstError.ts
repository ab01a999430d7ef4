/**
 * After a refused form, the keyboard focus goes to the first field the server named (in the form's
 * order), each field found by its `data-field` wrapper.
 */
export function focusFirstError<F extends string>(form: HTMLElement | null, order: readonly F[], errors: Partial<Record<F, string>>) {
  const first = order.find((field) => errors[field]);
  if (!first || !form) return;
  // After React has drawn the messages (the described-by ids must exist when the field is announced).
  requestAnimationFrame(() =>
    form.querySelector<HTMLElement>(`[data-field="${first}"] input:checked, [data-field="${first}"] input`)?.focus(),
  );
}
