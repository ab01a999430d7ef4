import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from './createAjv.ts';
import { PHONE_PATTERN } from './phoneNumber.ts';

const ACCEPTED = [
  '809-555-1234',
  '(829) 555 1234',
  '8495551234',
  '809.555.1234',
  '1-809-555-1234',
  '+1 (829) 555 1234',
  '+18095551234',
  '+34 612 345 678',
  '+1 212 555 1234',
  '+1 (212) 555-1234',
  '+44 20 7946 0958',
  '+34612345678',
  '+509 3712 3456',
  '+1 234 567',
  '+123 456 789 012 345',
];
const REFUSED = [
  '809-ABC-1234',
  '+',
  '12345',
  '+34',
  '212 555 1234',
  '809-555-123',
  '809-555-12345',
  '+0 612 345 678',
  '+1 234 56',
  '+123 456 789 012 3456',
  '+34 612 345 678 ',
  ' 809-555-1234',
  '+34--',
  '809 555 1234 ext 2',
  '٨٠٩٥٥٥١٢٣٤',
];

// Every schema's phone field holds the pattern, and ajv checks it: the test asks ajv.
const isPhoneNumber = createAjv().compile({ type: 'string', pattern: PHONE_PATTERN });

test('Dominican numbers and international ones written with their country code are accepted', () => {
  for (const phone of ACCEPTED) assert.ok(isPhoneNumber(phone), phone);
});

test('letters, a bare +, too few or too many digits, and a number with no country code are refused', () => {
  for (const phone of REFUSED) assert.not.ok(isPhoneNumber(phone), phone);
});

test('a long run of separators is answered at once (no catastrophic backtracking)', () => {
  const started = performance.now();
  assert.not.ok(isPhoneNumber(`+1${' -'.repeat(5000)}x`));
  assert.ok(performance.now() - started < 200);
});

test.run();
