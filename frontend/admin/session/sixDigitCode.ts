/**
 * The six digits of an authenticator app's code as typed, or null when it is not one. Spaces are
 * allowed anywhere, as the apps show the code in two groups ('123 456').
 */
export function sixDigitCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
