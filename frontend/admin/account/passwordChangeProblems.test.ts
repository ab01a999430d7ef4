import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { passwordChangeProblems } from './passwordChangeProblems.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.password;

test('a filled-in change that follows the rules has no problem', () => {
  assert.equal(
    passwordChangeProblems({ currentPassword: 'temporal-1234', newPassword: 'una frase larga', repeat: 'una frase larga' }, 'consultora'),
    {},
  );
});

test('empty fields are named at their field', () => {
  assert.equal(passwordChangeProblems({ currentPassword: '', newPassword: '', repeat: '' }, 'consultora'), {
    currentPassword: T.missingCurrent,
    newPassword: T.missingNext,
  });
});

test('a new password under 8 characters, or containing the username in any case, is refused as the server would', () => {
  assert.is(passwordChangeProblems({ currentPassword: 'x', newPassword: 'corta7!', repeat: 'corta7!' }, 'ana').newPassword, T.tooShort);
  assert.is(
    passwordChangeProblems({ currentPassword: 'x', newPassword: 'soy-CONSULTORA-2026', repeat: 'soy-CONSULTORA-2026' }, 'consultora')
      .newPassword,
    T.containsUsername,
  );
  // The server ignores usernames under three letters (backend/auth/passwords.ts).
  assert.equal(passwordChangeProblems({ currentPassword: 'x', newPassword: 'jose-y-su-clave', repeat: 'jose-y-su-clave' }, 'jo'), {});
});

test('a repetition that differs is named at the repetition', () => {
  assert.equal(passwordChangeProblems({ currentPassword: 'x', newPassword: 'una frase larga', repeat: 'una frase larg' }, 'consultora'), {
    repeat: T.mismatch,
  });
});

test.run();
