import { TEXTS } from './texts.ts';

/** A form's failure toast, naming the request's id when the server failed unexpectedly (a 500 carries it). */
export function withCode(toast: { title: string; description: string }, code: string | null): { title: string; description: string } {
  return code ? { ...toast, description: `${toast.description} ${TEXTS.toasts.unexpectedCode(code)}` } : toast;
}
