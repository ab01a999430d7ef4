import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBlank, isBlankOrEmptyList } from './isAnswered.ts';

test('blank is no value: undefined, null or white space; a list, zero and false are values', () => {
  for (const value of [undefined, null, '', '   ', '\n\t']) assert.ok(isBlank(value), JSON.stringify(value));
  for (const value of ['a', ' NA ', 0, false, [], {}]) assert.not.ok(isBlank(value), JSON.stringify(value));
});

test('a list with no rows counts as blank where lists are answers too', () => {
  for (const value of [undefined, null, ' ', []]) assert.ok(isBlankOrEmptyList(value), JSON.stringify(value));
  for (const value of [[''], 'NA', 0, false, {}]) assert.not.ok(isBlankOrEmptyList(value), JSON.stringify(value));
});

test.run();
