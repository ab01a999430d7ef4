import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { detectImageType } from './detectImageType.ts';

const test = suite('detectImageType');

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** An ISO media `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
}

test('recognises each accepted format by its first bytes', () => {
  assert.equal(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')), { mimeType: 'image/jpeg', extension: 'jpg' });
  assert.equal(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])), { mimeType: 'image/png', extension: 'png' });
  assert.equal(detectImageType(bytes('GIF89a', [1, 0, 1, 0])), { mimeType: 'image/gif', extension: 'gif' });
  assert.equal(detectImageType(bytes('GIF87a')), { mimeType: 'image/gif', extension: 'gif' });
  assert.equal(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')), { mimeType: 'image/webp', extension: 'webp' });
  assert.equal(detectImageType(ftyp('heic', 'mif1', 'heic')), { mimeType: 'image/heic', extension: 'heic' });
  assert.equal(detectImageType(ftyp('mif1', 'mif1', 'heic')), { mimeType: 'image/heic', extension: 'heic' });
  assert.equal(detectImageType(ftyp('mif1', 'mif1')), { mimeType: 'image/heif', extension: 'heif' });
});

test('refuses text, other media and truncated signatures whatever the file is called', () => {
  assert.is(detectImageType(bytes('esto no es una imagen, aunque se llame foto.png')), null);
  assert.is(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
  assert.is(detectImageType(bytes('%PDF-1.7')), null);
  assert.is(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')), null);
  assert.is(detectImageType(ftyp('isom', 'isom', 'mp41')), null);
  assert.is(detectImageType(ftyp('mif1', 'mif1', 'avif')), null);
  assert.is(detectImageType(bytes([0x89], 'PN')), null);
  assert.is(detectImageType(new Uint8Array()), null);
});

test.run();
