import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sixDigitCode } from './sixDigitCode.ts';

test('six digits, also typed in the two groups the apps show, are the code', () => {
  assert.is(sixDigitCode('123456'), '123456');
  assert.is(sixDigitCode(' 123 456 '), '123456');
});

test('fewer or more digits, or letters, are not a code', () => {
  for (const typed of ['', '12345', '1234567', '12a456', '１２３４５６']) assert.is(sixDigitCode(typed), null, typed);
});

test.run();
