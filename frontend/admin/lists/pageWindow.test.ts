import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageWindow } from './pageWindow.ts';

test('the page buttons: first, last and the neighbours of the current page, with gaps', () => {
  assert.equal(pageWindow(1, 1), [1]);
  assert.equal(pageWindow(1, 3), [1, 2, 3]);
  assert.equal(pageWindow(1, 500), [1, 2, null, 500]);
  assert.equal(pageWindow(250, 500), [1, null, 249, 250, 251, null, 500]);
  assert.equal(pageWindow(500, 500), [1, null, 499, 500]);
  assert.equal(pageWindow(3, 5), [1, 2, 3, 4, 5]);
});

test.run();
