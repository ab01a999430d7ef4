import { containsUsername, PASSWORD_MIN } from '../../../engine/staff/passwordRules.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.password;

export type PasswordField = 'currentPassword' | 'newPassword' | 'repeat';
export type PasswordChangeInput = Record<PasswordField, string>;

/**
 * What the browser can tell is wrong before asking the server, by field: missing passwords, a new one
 * too short or containing the username (as the server judges them), and a repetition that differs.
 * Whether a password is a common one only the server knows (its list is too large to download).
 */
export function passwordChangeProblems(input: PasswordChangeInput, username: string): Partial<Record<PasswordField, string>> {
  const problems: Partial<Record<PasswordField, string>> = {};
  if (!input.currentPassword) problems.currentPassword = T.missingCurrent;
  const next = input.newPassword;
  if (!next) problems.newPassword = T.missingNext;
  else if (next.length < PASSWORD_MIN) problems.newPassword = T.tooShort;
  else if (containsUsername(next, username)) problems.newPassword = T.containsUsername;
  if (next && input.repeat !== next) problems.repeat = T.mismatch;
  return problems;
}
