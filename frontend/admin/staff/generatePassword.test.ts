import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { passwordProblem } from '../../../backend/auth/passwords.ts';
import { generatePassword } from './generatePassword.ts';

test('a generated password is four groups of four unambiguous letters and digits, and the server accepts it', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const password = generatePassword('lucia.gomez');
    assert.match(password, /^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    assert.is(passwordProblem(password, 'lucia.gomez'), null, password);
    seen.add(password);
  }
  assert.is(seen.size, 200, 'no two alike');
});

test('bytes that would favour some symbols are thrown away, so every symbol is as likely', () => {
  // 224 and above (256 - 256 % 56) are dropped; 0 and 56 both give 'a'.
  const bytes = [250, 224, 0, 56, ...Array.from({ length: 60 }, (_, i) => i)];
  let at = 0;
  const password = generatePassword('', (count) => Uint8Array.from({ length: count }, () => bytes[at++ % bytes.length]));
  assert.is(password.slice(0, 2), 'aa');
  assert.not.match(password, /[^a-km-zA-HJ-NP-Z2-9-]/);
});

test('a password holding the username is drawn again', () => {
  // The first draw spells 'abcd-efgh-…', which holds 'abc'; the second is used.
  const draws = [Uint8Array.from({ length: 32 }, (_, i) => i), Uint8Array.from({ length: 32 }, (_, i) => 30 + i)];
  let call = 0;
  assert.is(
    generatePassword('ABC', () => draws[Math.min(call++, 1)]),
    'GHJK-LMNP-QRST-UVWX',
  );
  assert.is(call, 2);
});

test.run();
