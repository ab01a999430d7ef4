import * as assert from 'uvu/assert';
import { CarouselImage } from '../db/entities/index.ts';
import { type TestServer } from '../testing/testServer.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';

const test = staffApiSuite('carousel');

const slide = (server: TestServer, country: string) => server.db.orm.em.fork().findOne(CarouselImage, { country });

test('anyone can read the slides, in display order, with only the three public fields', async ({ server }) => {
  const response = await server.anonymous().get('/api/carousel-images');
  assert.is(response.status, 200);
  server.deps.validators.parse('carouselImageList', response.body);
  assert.equal(
    response.body.map((s: { country: string }) => s.country),
    ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao'],
  );
  assert.equal(response.body[0], {
    country: 'usa',
    backgroundImageUrl: '/img/carrusel/usa.svg',
    womanImageUrl: '/img/carrusel/consultora.svg',
  });
});

test('the order follows displayOrder as stored', async ({ server }) => {
  const em = server.db.orm.em.fork();
  await em.nativeUpdate(CarouselImage, { country: 'curacao' }, { displayOrder: -1 });
  const response = await server.anonymous().get('/api/carousel-images');
  assert.is(response.body[0].country, 'curacao');
});

test('staff replace both images of one country; the answer and the database hold the new URLs', async ({ server, staff }) => {
  const before = (await slide(server, 'canada'))!;
  const body = { backgroundImageUrl: 'https://cdn.example.com/fondos/canada.jpg?v=2', womanImageUrl: '/objects/uploads/consultora-2.png' };
  const response = await staff.patch('/api/admin/carousel-images/canada', body);
  assert.is(response.status, 200);
  server.deps.validators.parse('carouselImage', response.body);
  assert.equal(response.body, { country: 'canada', ...body });
  const after = (await slide(server, 'canada'))!;
  assert.is(after.backgroundImageUrl, body.backgroundImageUrl);
  assert.is(after.womanImageUrl, body.womanImageUrl);
  assert.ok(after.updatedAt > before.updatedAt);
  assert.is((await slide(server, 'usa'))!.backgroundImageUrl, '/img/carrusel/usa.svg', 'other slides untouched');
  const listed = await server.anonymous().get('/api/carousel-images');
  assert.equal(listed.body[1], { country: 'canada', ...body });
});

test('sending one image changes only that image', async ({ server, staff }) => {
  const response = await staff.patch('/api/admin/carousel-images/peru', { womanImageUrl: 'https://img.example.org/ana.webp' });
  assert.is(response.status, 200);
  const row = (await slide(server, 'peru'))!;
  assert.is(row.womanImageUrl, 'https://img.example.org/ana.webp');
  assert.is(row.backgroundImageUrl, '/img/carrusel/peru.svg');
});

test('bad carousel bodies answer 400 in Spanish and change nothing', async ({ server, staff }) => {
  const pattern = 'Use una dirección https:// o una ruta del propio sitio que empiece por /, sin espacios, comillas ni paréntesis';
  const cases: Array<[unknown, string, string]> = [
    [{}, '', 'Indique al menos una imagen para actualizar'],
    [{ country: 'usa', womanImageUrl: '/a.png' }, 'country', 'Campo no permitido: country'],
    [{ id: 'x', womanImageUrl: '/a.png' }, 'id', 'Campo no permitido: id'],
    [{ updatedAt: '2026-01-01T00:00:00Z', womanImageUrl: '/a.png' }, 'updatedAt', 'Campo no permitido: updatedAt'],
    [{ displayOrder: 3 }, 'displayOrder', 'Campo no permitido: displayOrder'],
    [{ womanImageUrl: 5 }, 'womanImageUrl', 'La dirección de la imagen debe ser un texto'],
    [{ womanImageUrl: '' }, 'womanImageUrl', 'Indique la dirección de la imagen'],
    [{ womanImageUrl: 'http://inseguro.example/a.png' }, 'womanImageUrl', pattern],
    [{ womanImageUrl: 'javascript:alert(1)' }, 'womanImageUrl', pattern],
    [{ womanImageUrl: '//otro.example/a.png' }, 'womanImageUrl', pattern],
    [{ womanImageUrl: '/\\otro.example/a.png' }, 'womanImageUrl', pattern],
    [{ womanImageUrl: 'https://a.example/x y.png' }, 'womanImageUrl', pattern],
    [{ backgroundImageUrl: 'https://a.example/x.png")' }, 'backgroundImageUrl', pattern],
    [{ backgroundImageUrl: 'fondo.png' }, 'backgroundImageUrl', pattern],
    [
      { backgroundImageUrl: 'https://a.example/' + 'x'.repeat(2000) },
      'backgroundImageUrl',
      'La dirección no debe tener más de 2000 caracteres',
    ],
  ];
  for (const [body, path, message] of cases) {
    const response = await staff.patch('/api/admin/carousel-images/usa', body);
    assert.is(response.status, 400, JSON.stringify(body).slice(0, 80));
    assert.is(response.body.error, 'Revise los datos enviados');
    assert.equal(response.body.details, [{ path, message }], JSON.stringify(body).slice(0, 80));
  }
  const form = await staff.patch('/api/admin/carousel-images/usa', 'womanImageUrl=/a.png', {
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  assert.is(form.status, 415);
  const broken = await staff.patch('/api/admin/carousel-images/usa', '{"womanImageUrl":', { 'Content-Type': 'application/json' });
  assert.is(broken.status, 400);
  assert.is(broken.body.error, 'El cuerpo de la solicitud no es JSON válido');
  const row = (await slide(server, 'usa'))!;
  assert.is(row.womanImageUrl, '/img/carrusel/consultora.svg');
  assert.is(row.backgroundImageUrl, '/img/carrusel/usa.svg');
});

test('an unknown country answers 404 in Spanish and creates nothing', async ({ server, staff }) => {
  for (const country of ['francia', 'USA', 'usa%20']) {
    const response = await staff.patch(`/api/admin/carousel-images/${country}`, { womanImageUrl: '/a.png' });
    assert.is(response.status, 404, country);
    assert.is(response.body.error, 'Ese país no tiene diapositiva en el carrusel');
  }
  assert.is(await server.db.orm.em.fork().count(CarouselImage, {}), 6);
});

test('changing the carousel needs a staff session', async ({ server }) => {
  const response = await server.anonymous().patch('/api/admin/carousel-images/usa', { womanImageUrl: '/a.png' });
  assert.is(response.status, 401);
  assert.is((await slide(server, 'usa'))!.womanImageUrl, '/img/carrusel/consultora.svg');
});

test.run();
