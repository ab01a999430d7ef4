/** Field errors are shown by FieldTemplate, under the widget, once the field was left or the case saved. */
export function FieldErrorTemplate() {
  return null;
}
