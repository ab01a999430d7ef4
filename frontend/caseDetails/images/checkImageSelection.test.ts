import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkImageSelection } from './checkImageSelection.ts';
import { formatBytes } from './formatBytes.ts';
import { MAX_IMAGE_BYTES } from '../../../engine/files/imageLimits.ts';

const test = suite('choosing case images');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name: string, size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png', lastModified: 1 });
};

test('images are accepted with the type their bytes name', async () => {
  const { accepted, refused } = await checkImageSelection([png('pasaporte.png')], { stored: 0, pending: [] });
  assert.equal(refused, []);
  assert.is(accepted[0].type.mimeType, 'image/png');
});

test('a text file renamed .png is refused, whatever type the browser guessed', async () => {
  const fake = new File(['Esto no es una imagen'], 'foto.png', { type: 'image/png' });
  const { accepted, refused } = await checkImageSelection([fake], { stored: 0, pending: [] });
  assert.is(accepted.length, 0);
  assert.equal(refused, ['«foto.png» no es una imagen admitida (JPEG, PNG, WebP, GIF o HEIC).']);
});

test('10 MB is accepted and one byte more is refused with the size in the message', async () => {
  const { accepted, refused } = await checkImageSelection([png('justo.png', MAX_IMAGE_BYTES), png('grande.png', MAX_IMAGE_BYTES + 1)], {
    stored: 0,
    pending: [],
  });
  assert.equal(
    accepted.map((a) => a.file.name),
    ['justo.png'],
  );
  assert.equal(refused, ['«grande.png» pesa 10,1 MB: el máximo es 10 MB por imagen.']);
  assert.is(formatBytes(MAX_IMAGE_BYTES), '10,0 MB');
});

test('at most 10 per case, counting stored and waiting images: the 11th is refused', async () => {
  const eleven = Array.from({ length: 11 }, (_, i) => png(`foto-${i + 1}.png`, 100 + i));
  const all = await checkImageSelection(eleven, { stored: 0, pending: [] });
  assert.is(all.accepted.length, 10);
  assert.equal(all.refused, ['«foto-11.png» no se añadió: cada caso admite como máximo 10 imágenes.']);
  const later = await checkImageSelection([png('otra.png')], { stored: 7, pending: eleven.slice(0, 3) });
  assert.is(later.accepted.length, 0);
  assert.is(later.refused.length, 1);
});

test('an empty file and a file already waiting are refused', async () => {
  const waiting = png('a.png');
  const { accepted, refused } = await checkImageSelection([new File([], 'vacio.jpg', { type: 'image/jpeg' }), png('a.png')], {
    stored: 0,
    pending: [waiting],
  });
  assert.is(accepted.length, 0);
  assert.equal(refused, ['«vacio.jpg» está vacío.', '«a.png» ya está en la lista para subir.']);
});

test.run();
