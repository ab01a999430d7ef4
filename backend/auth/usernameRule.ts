/** What a staff username may be: 3 to 64 letters, digits, dots, hyphens or underscores (stored in lower case). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,64}$/;

export const USERNAME_RULE = 'debe tener de 3 a 64 letras, números, puntos, guiones o guiones bajos';

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}
