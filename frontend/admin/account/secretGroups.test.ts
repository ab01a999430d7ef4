import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { secretGroups } from './secretGroups.ts';

test('a 32-letter secret is eight groups of four, in order', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const groups = secretGroups(secret);
  assert.is(groups.length, 8);
  assert.ok(groups.every((group) => group.length === 4));
  assert.is(groups.join(''), secret);
});

test('a length not divisible by four keeps its last letters in a shorter group', () => {
  assert.equal(secretGroups('ABCDEF'), ['ABCD', 'EF']);
  assert.equal(secretGroups(''), []);
});

test.run();
