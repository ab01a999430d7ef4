/**
 * The password rules the browser can check before asking the server (which checks them again, with
 * the common passwords and the business's own words: backend/auth/passwords.ts).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A password may not contain the account's username (of 3 characters or more), in any case. */
export const containsUsername = (password: string, username: string) =>
  username.length >= 3 && password.toLowerCase().includes(username.toLowerCase());
