import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pruneCustomProperties } from './pruneCustomProperties.ts';

test('custom properties no rule reads are removed, with the rules they leave empty', () => {
  const css = ':root{--unused:1px;--also-unused:var(--unused)}.a{color:red}.b{--only-unused:2px}';
  assert.is(pruneCustomProperties(css), '.a{color:red}');
});

test('custom properties read directly, or through other custom properties, are kept', () => {
  const css = ':root{--h:221;--s:14%;--main:hsl(var(--h),var(--s),50%);--unused:0}.button{--bg:var(--main);background:var( --bg )}';
  assert.is(
    pruneCustomProperties(css),
    ':root{--h:221;--s:14%;--main:hsl(var(--h),var(--s),50%)}.button{--bg:var(--main);background:var( --bg )}',
  );
});

test('a fallback counts as a read', () => {
  const css = ':root{--a:1px;--b:2px}.a{margin:var(--missing,var(--b))}';
  assert.is(pruneCustomProperties(css), ':root{--b:2px}.a{margin:var(--missing,var(--b))}');
});

test('rules inside media queries are pruned the same way, and media queries left empty dropped', () => {
  const css =
    '@media (min-width:769px){:root{--gap:1rem;--wide:2rem}.a{margin:var(--gap)}}@media print{:root{--x:1}}@supports (display:grid){@media print{:root{--y:1}}}';
  assert.is(pruneCustomProperties(css), '@media (min-width:769px){:root{--gap:1rem}.a{margin:var(--gap)}}');
});

test.run();
