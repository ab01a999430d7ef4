import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applicantOf } from './applicantOf.ts';

test('the passport name of the case names the applicant, without surrounding spaces', () => {
  assert.is(applicantOf({ identity: { fullName: '  ANA PÉREZ ' } }, 'Ana'), 'ANA PÉREZ');
});

test('a blank, NA or missing passport name falls back to the name on the request', () => {
  assert.is(applicantOf({ identity: { fullName: '   ' } }, 'Ana'), 'Ana');
  assert.is(applicantOf({ identity: { fullName: ' na ' } }, 'Ana'), 'Ana');
  assert.is(applicantOf({ identity: { fullName: 42 } }, 'Ana'), 'Ana');
  assert.is(applicantOf({ family: {} }, 'Ana'), 'Ana');
});

test.run();
