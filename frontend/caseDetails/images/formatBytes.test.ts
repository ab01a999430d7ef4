import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatBytes } from './formatBytes.ts';

const test = suite('file sizes as a person reads them');

test('megabytes carry one decimal after a Spanish decimal comma', () => {
  assert.is(formatBytes(20_552_000), '19,6 MB');
  assert.is(formatBytes(10 * 1024 * 1024), '10,0 MB');
  assert.is(formatBytes(10 * 1024 * 1024 + 1), '10,1 MB', 'rounded up: a file over the limit never reads as the limit');
});

test('kilobytes are whole, bytes are bytes', () => {
  assert.is(formatBytes(4096), '4 kB');
  assert.is(formatBytes(1024 * 1024 - 1), '1024 kB');
  assert.is(formatBytes(512), '512 B');
});

test.run();
