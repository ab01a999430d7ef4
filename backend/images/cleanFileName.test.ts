import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanFileName, withExtension } from './cleanFileName.ts';

const test = suite('image file names');

test('a stored name keeps only its last path segment and no control characters', () => {
  assert.is(cleanFileName('C:\\Users\\ana\\Fotos\\visa.jpg'), 'visa.jpg');
  assert.is(cleanFileName('../../etc/passwd'), 'passwd');
  assert.is(cleanFileName('  foto\u0000\u0007.png '), 'foto.png');
  assert.is(cleanFileName('///'), 'imagen');
  assert.is(cleanFileName('ñ'.repeat(300)).length, 200);
});

test('the extension follows the real type', () => {
  assert.is(withExtension('foto.png', 'jpg'), 'foto.jpg');
  assert.is(withExtension('IMG_0001.HEIC', 'heic'), 'IMG_0001.heic');
  assert.is(withExtension('sin-extension', 'png'), 'sin-extension.png');
  assert.is(withExtension('.oculto', 'gif'), '.oculto.gif');
});

test.run();
