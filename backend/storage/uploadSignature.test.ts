import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkUploadSignature, signUpload } from './uploadSignature.ts';

const test = suite('upload URL signatures');

const SECRET = 's'.repeat(32);
const NAME = '5d6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
const NOW = new Date('2026-11-22T12:00:00Z');
const at = (seconds: number) => Math.floor(NOW.getTime() / 1000) + seconds;

test('a signature is base64url HMAC-SHA256 and checks out until its expiry second', () => {
  const expires = at(60);
  const signature = signUpload(SECRET, NAME, expires);
  assert.match(signature, /^[A-Za-z0-9_-]{43}$/);
  assert.is(checkUploadSignature(SECRET, NAME, String(expires), signature, NOW), 'valid');
  assert.is(checkUploadSignature(SECRET, NAME, String(expires), signature, new Date(expires * 1000)), 'valid');
  assert.is(checkUploadSignature(SECRET, NAME, String(expires), signature, new Date(expires * 1000 + 1000)), 'expired');
});

test('any change to name, expiry, signature or key invalidates it', () => {
  const expires = at(60);
  const signature = signUpload(SECRET, NAME, expires);
  const other = '6d6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
  assert.is(checkUploadSignature(SECRET, other, String(expires), signature, NOW), 'invalid');
  assert.is(checkUploadSignature(SECRET, NAME, String(expires + 1), signature, NOW), 'invalid');
  assert.is(checkUploadSignature('t'.repeat(32), NAME, String(expires), signature, NOW), 'invalid');
  for (const index of [0, 20, 42]) {
    for (const replacement of ['A', 'B', '_']) {
      const changed = signature.slice(0, index) + replacement + signature.slice(index + 1);
      if (changed !== signature) assert.is(checkUploadSignature(SECRET, NAME, String(expires), changed, NOW), 'invalid', changed);
    }
  }
  assert.is(checkUploadSignature(SECRET, NAME, String(expires), undefined, NOW), 'invalid');
  assert.is(checkUploadSignature(SECRET, NAME, undefined, signature, NOW), 'invalid');
  assert.is(checkUploadSignature(SECRET, NAME, '1e10', signature, NOW), 'invalid');
  assert.is(checkUploadSignature(SECRET, NAME, String(expires), signature + '=', NOW), 'invalid');
});

test('an expired URL with a forged signature is invalid, not merely expired', () => {
  assert.is(checkUploadSignature(SECRET, NAME, String(at(-60)), 'A'.repeat(43), NOW), 'invalid');
});

test.run();
