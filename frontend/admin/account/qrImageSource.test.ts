import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { qrImageSource } from './qrImageSource.ts';

test('the markup becomes an SVG data address that decodes back to it, quotes and angle brackets escaped', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/></svg>\n';
  const source = qrImageSource(svg);
  assert.ok(source.startsWith('data:image/svg+xml;charset=utf-8,'));
  assert.not.ok(/[<>"#\s]/.test(source.slice(source.indexOf(',') + 1)), 'nothing that would end or split the address');
  assert.is(decodeURIComponent(source.slice(source.indexOf(',') + 1)), svg);
});

test.run();
