import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recoveryCodesFile } from './recoveryCodesFile.ts';

const codes = Array.from(
  { length: 10 },
  (_, i) =>
    `AAAA-BBBB-CCCC-DDDD-EEEE-FF${String(i)
      .padStart(2, '0')
      .replace(/\d/g, (d) => 'GHJKLMNPQR'[Number(d)])}`,
);

test('the file names the account and the date, and lists every code once, numbered in order', () => {
  const text = recoveryCodesFile(codes, 'consultora', '21 nov 2026, 14:05');
  const lines = text.split('\r\n');
  assert.match(lines[0], /códigos de recuperación de consultora$/);
  assert.is(lines[1], 'Generados el 21 nov 2026, 14:05.');
  const listed = lines.filter((line) => /^\s?\d+\. /.test(line));
  assert.equal(
    listed.map((line) => line.replace(/^\s?\d+\. /, '')),
    codes,
  );
  assert.is(listed[0], ' 1. ' + codes[0]);
  assert.is(listed[9], '10. ' + codes[9]);
  assert.ok(text.endsWith('\r\n'));
  assert.not.ok(/(?<!\r)\n/.test(text), 'every line ends with CRLF');
});

test.run();
