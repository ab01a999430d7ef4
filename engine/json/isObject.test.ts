import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isObject } from './isObject.ts';

test('a JSON object is an object; null, a list and plain values are not', () => {
  assert.ok(isObject({}));
  assert.ok(isObject({ a: 1 }));
  for (const value of [null, undefined, [], [{}], 'texto', 3, true]) assert.not.ok(isObject(value), JSON.stringify(value));
});

test.run();
