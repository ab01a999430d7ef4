import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toSlides } from './carouselSlides.ts';

const image = (country: string) => ({ country, backgroundImageUrl: `/bg/${country}.svg`, womanImageUrl: '/w.svg' });

test('slides follow the order usa, canada, europa, peru, colombia, curacao whatever the API order', () => {
  const slides = toSlides(['curacao', 'peru', 'usa', 'colombia', 'europa', 'canada'].map(image));
  assert.equal(
    slides.map((s) => s.country),
    ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao'],
  );
});

test('each known country gets its uppercase label and subtitle', () => {
  const [canada] = toSlides([image('canada')]);
  assert.is(canada.label, 'CANADÁ');
  assert.is(canada.subtitle, 'Estuvimos aquí. Te mostramos el camino paso a paso.');
  assert.is(canada.backgroundImageUrl, '/bg/canada.svg');
});

test('an unknown country shows its uppercased key, an empty subtitle, and comes after the known ones', () => {
  const slides = toSlides([image('japon'), image('usa')]);
  assert.equal(
    slides.map((s) => [s.label, s.subtitle]),
    [
      ['ESTADOS UNIDOS', 'Llegamos con visa de turismo. Hoy guiamos a otros para que también lo logren.'],
      ['JAPON', ''],
    ],
  );
});

test('an empty list gives no slides', () => {
  assert.equal(toSlides([]), []);
});

test.run();
