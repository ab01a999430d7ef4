import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkUploadSignature, signUpload, UPLOAD_CLOCK_ALLOWANCE_SECONDS } from './uploadSignature.ts';

const test = suite('upload URL signatures');

const SECRET = 's'.repeat(32);
const NAME = '5d6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
const NOW = new Date('2026-11-22T12:00:00Z');
const at = (seconds: number) => Math.floor(NOW.getTime() / 1000) + seconds;
const WEEK = 604800;
const check = (expires: number | string | undefined, signature: string | undefined, now = NOW, name = NAME, secret = SECRET) =>
  checkUploadSignature(secret, name, expires === undefined ? undefined : String(expires), signature, now, WEEK);

test('a signature is base64url HMAC-SHA256 and checks out until its expiry second', () => {
  const expires = at(60);
  const signature = signUpload(SECRET, NAME, expires);
  assert.match(signature, /^[A-Za-z0-9_-]{43}$/);
  assert.is(check(expires, signature, NOW), 'valid');
  assert.is(check(expires, signature, new Date(expires * 1000)), 'valid');
  assert.is(check(expires, signature, new Date(expires * 1000 + 1000)), 'expired');
});

test('any change to name, expiry, signature or key invalidates it', () => {
  const expires = at(60);
  const signature = signUpload(SECRET, NAME, expires);
  const other = '6d6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
  assert.is(check(expires, signature, NOW, other), 'invalid');
  assert.is(check(expires + 1, signature, NOW), 'invalid');
  assert.is(check(expires, signature, NOW, NAME, 't'.repeat(32)), 'invalid');
  for (const index of [0, 20, 42]) {
    for (const replacement of ['A', 'B', '_']) {
      const changed = signature.slice(0, index) + replacement + signature.slice(index + 1);
      if (changed !== signature) assert.is(check(expires, changed, NOW), 'invalid', changed);
    }
  }
  assert.is(check(expires, undefined, NOW), 'invalid');
  assert.is(check(undefined, signature), 'invalid');
  assert.is(check('1e10', signature), 'invalid');
  assert.is(check(expires, signature + '=', NOW), 'invalid');
});

test('an expired URL with a forged signature is invalid, not merely expired', () => {
  assert.is(check(at(-60), 'A'.repeat(43)), 'invalid');
});

test('a well-signed URL naming an expiry further ahead than any URL is issued for is refused', () => {
  const latest = at(WEEK + UPLOAD_CLOCK_ALLOWANCE_SECONDS);
  assert.is(check(at(WEEK), signUpload(SECRET, NAME, at(WEEK)), NOW), 'valid');
  assert.is(check(latest, signUpload(SECRET, NAME, latest), NOW), 'valid', 'within the clock allowance');
  assert.is(check(latest + 1, signUpload(SECRET, NAME, latest + 1), NOW), 'too_far_ahead');
  const years = at(10 * 365 * 24 * 3600);
  assert.is(check(years, signUpload(SECRET, NAME, years), NOW), 'too_far_ahead');
  // Once the clock reaches it, a URL issued for a week is valid again: only the distance counts.
  assert.is(check(latest + 1, signUpload(SECRET, NAME, latest + 1), new Date(NOW.getTime() + 2000)), 'valid');
});

test.run();
