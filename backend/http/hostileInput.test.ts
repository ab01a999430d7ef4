import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_DEPTH, TOO_DEEP, badCharacters, findHostileInput } from './hostileInput.ts';

const test = suite('findHostileInput');

/** `levels` nested containers: `nested(1)` is `{a: 'x'}`. */
function nested(levels: number, make = (inner: unknown): unknown => ({ a: inner })): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = make(value);
  return value;
}

test('ordinary data, accents, emoji and U+FFFD pass', () => {
  assert.is(findHostileInput({ name: 'José Peña 😀', note: 'a\ufffdb', list: [1, null, true, { x: 'ñ' }] }), null);
  assert.is(findHostileInput(undefined), null);
  assert.is(findHostileInput('texto'), null);
});

test('a NUL or a lone surrogate is reported with the dotted path of its field, the first in document order', () => {
  assert.equal(findHostileInput({ a: 'ok', b: { c: ['x', 'y\u0000'] }, d: '\ud800' }), { path: 'b.c.1', message: badCharacters('b.c.1') });
  assert.equal(findHostileInput({ a: 'x\udc00' }), { path: 'a', message: 'El campo «a» contiene caracteres no permitidos' });
  assert.equal(findHostileInput({ a: '\ud83d' }), { path: 'a', message: badCharacters('a') }, 'high half alone');
  assert.equal(findHostileInput({ a: '\ude00\ud83d' }), { path: 'a', message: badCharacters('a') }, 'halves in the wrong order');
  assert.equal(findHostileInput('\u0000'), { path: '', message: 'La solicitud contiene caracteres no permitidos' });
});

test('a bad object key is reported too, its bad characters shown as U+FFFD', () => {
  assert.equal(findHostileInput({ ok: { 'k\u0000y': 1 } }), { path: 'ok.k\ufffdy', message: badCharacters('ok.k\ufffdy') });
  assert.equal(findHostileInput({ ['\ud800']: 'x' }), { path: '\ufffd', message: badCharacters('\ufffd') });
});

test(`${MAX_DEPTH} levels pass and one more is refused, objects and arrays alike`, () => {
  assert.is(findHostileInput(nested(MAX_DEPTH)), null);
  assert.is(findHostileInput(nested(MAX_DEPTH, (inner) => [inner])), null);
  const tooDeep = findHostileInput(nested(MAX_DEPTH + 1));
  assert.is(tooDeep?.message, TOO_DEEP);
  assert.is(tooDeep?.path, Array(MAX_DEPTH).fill('a').join('.'));
  assert.is(findHostileInput(nested(MAX_DEPTH + 1, (inner) => [inner]))?.message, TOO_DEEP);
});

test('100,000 levels are refused without overflowing the stack', () => {
  const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
  assert.is(findHostileInput({ formData: deep })?.message, TOO_DEEP);
});

test.run();
