import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (the package exports it as an ambient const enum).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

import { containsUsername, PASSWORD_MAX, PASSWORD_MIN } from '../../engine/staff/passwordRules.ts';

export const PASSWORD_TEXTS = {
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`,
  tooLong: `La contraseña no debe tener más de ${PASSWORD_MAX} caracteres`,
  common: 'Esa contraseña es demasiado común y se adivina fácilmente: elija otra, por ejemplo una frase de varias palabras',
  containsUsername: 'La contraseña no puede contener el nombre de usuario',
  contextWord: 'La contraseña no puede basarse en el nombre de la empresa, del sitio o de un rol: añada palabras propias',
} as const;

/**
 * Words anyone would try first against this office's accounts (docs/security.md, "Passwords"): the
 * business, what it does, the site and its roles. A password may contain one, but not be one with
 * little more than digits and signs around it ('Rumbo2026!', 'pasaporte123').
 */
export const CONTEXT_WORDS = [
  'rumbo',
  'migratorio',
  'rumbomigratorio',
  'migracion',
  'migratoria',
  'visa',
  'visado',
  'pasaporte',
  'consulta',
  'consultoria',
  'asesoria',
  'evaluacion',
  'entrevista',
  'administrador',
  'admin',
  'consultor',
  'editor',
  'contrasena',
  'clave',
  'password',
  'dominicana',
  'santodomingo',
];

/** Lower case, accents dropped ('Contraseña' → 'contrasena'). */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/**
 * The 49,000 most common passwords of @zxcvbn-ts/language-common
 * (docs/decisions/0183-common-passwords.md), read the first time a password is checked.
 */
let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

/** A common password with digits or signs added at its end ('password123!') is as guessable as the password. */
const withoutEnding = (password: string) => password.replace(/[\d\W_]+$/u, '');

/** Why `password` may not be used, or null. `username`: the account's, which it may not contain. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TEXTS.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_TEXTS.tooLong;
  const lower = password.toLowerCase();
  if (username && containsUsername(password, username)) return PASSWORD_TEXTS.containsUsername;
  const stripped = withoutEnding(lower);
  if (commonPasswords().has(lower) || (stripped.length >= 4 && commonPasswords().has(stripped))) return PASSWORD_TEXTS.common;
  const letters = plain(password).replace(/[^\p{L}\p{N}]/gu, '');
  for (const word of CONTEXT_WORDS) {
    if (letters.includes(word) && letters.replace(word, '').replace(/\d/g, '').length < 4) return PASSWORD_TEXTS.contextWord;
  }
  return null;
}

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the username does not exist, so both failures take the same time. */
let decoyHash: Promise<string> | null = null;
export const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));
