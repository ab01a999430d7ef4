import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isNotApplicable, NOT_APPLICABLE_PATTERN } from './isNotApplicable.ts';
import { isAnswered } from '../cases/isAnswered.ts';
import { canonicalNotApplicable } from './canonicalNotApplicable.ts';

const test = suite('isNotApplicable');

test('NA in any case, with spaces around, marks a field not applicable', () => {
  for (const value of ['NA', 'na', 'Na', 'nA', '  NA ', '\tna\n']) assert.ok(isNotApplicable(value), JSON.stringify(value));
});

test('other text, N/A, blanks and non-strings do not', () => {
  for (const value of ['', ' ', 'N/A', 'N A', 'NAN', 'nada', 'Santo Domingo', 'NA.', null, undefined, 0, false, ['NA'], { NA: 1 }]) {
    assert.not.ok(isNotApplicable(value), JSON.stringify(value));
  }
});

test('the schema pattern agrees with isNotApplicable', () => {
  const pattern = new RegExp(NOT_APPLICABLE_PATTERN, 'u');
  for (const value of ['NA', ' na ', 'N/A', 'nada', '']) assert.is(pattern.test(value), isNotApplicable(value), value);
});

test('NA, a "No", a zero and a filled list are answers; blanks, null and empty lists are not', () => {
  for (const value of ['NA', 'x', false, 0, ['es'], { a: 1 }]) assert.ok(isAnswered(value), JSON.stringify(value));
  for (const value of ['', '   ', null, undefined, [], Number.NaN]) assert.not.ok(isAnswered(value), JSON.stringify(value));
});

test('canonicalNotApplicable writes every NA variant as NA, deep, without touching the input', () => {
  const data = { a: { b: ' na', c: 'nada', d: [{ e: 'Na' }, 'x'] }, f: 3 };
  assert.equal(canonicalNotApplicable(data), { a: { b: 'NA', c: 'nada', d: [{ e: 'NA' }, 'x'] }, f: 3 });
  assert.is(data.a.b, ' na');
});

test.run();
