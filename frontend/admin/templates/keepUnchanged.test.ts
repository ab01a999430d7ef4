import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keepUnchanged } from './keepUnchanged.ts';

const parse = (value: unknown) => JSON.parse(JSON.stringify(value));

test('a value equal to the previous one is the previous one', () => {
  const previous = { a: { b: [1, { c: 'x' }] }, d: null };
  assert.is(keepUnchanged(previous, parse(previous)), previous);
});

test('one changed title: the other parts are the previous objects, the changed path is new', () => {
  const previous = { properties: { one: { title: 'Uno', enum: ['a', 'b'] }, two: { title: 'Dos' } }, required: ['one'] };
  const next = parse(previous);
  next.properties.two.title = 'Dos bis';
  const kept = keepUnchanged(previous, next);
  assert.is.not(kept, previous);
  assert.is.not(kept.properties, previous.properties);
  assert.is.not(kept.properties.two, previous.properties.two);
  assert.is(kept.properties.one, previous.properties.one);
  assert.is(kept.required, previous.required);
  assert.equal(kept, next);
});

test('keys moved to another order are a change: the order of properties is the order of fields', () => {
  const previous = { properties: { one: { title: 'Uno' }, two: { title: 'Dos' } } };
  const next = { properties: { two: { title: 'Dos' }, one: { title: 'Uno' } } };
  const kept = keepUnchanged(previous, next);
  assert.is.not(kept.properties, previous.properties);
  assert.equal(Object.keys(kept.properties), ['two', 'one']);
  assert.is(kept.properties.one, previous.properties.one);
});

test('added and removed keys and items, and a changed kind of value, are changes', () => {
  const previous = { a: [1, 2], b: { c: 1 }, e: 'x' };
  assert.equal(keepUnchanged(previous, { a: [1, 2, 3], b: { c: 1 }, e: 'x' }).a, [1, 2, 3]);
  assert.equal(keepUnchanged(previous, { a: [1], b: { c: 1 }, e: 'x' }).a, [1]);
  const removed = keepUnchanged(previous, { a: [1, 2], b: {}, e: 'x' });
  assert.equal(removed.b, {});
  assert.is(removed.a, previous.a);
  assert.equal(keepUnchanged(previous, { a: [1, 2], b: [1], e: 'x' }).b, [1]);
  assert.equal(keepUnchanged(previous, { a: [1, 2], b: { c: 1 }, e: { x: 1 } }).e, { x: 1 });
  assert.equal(keepUnchanged(previous, { a: [1, 2], b: { c: 1 }, e: 'x', f: null }), { a: [1, 2], b: { c: 1 }, e: 'x', f: null });
});

test('a "__proto__" key read from JSON stays a plain key', () => {
  const previous = JSON.parse('{"__proto__": {"a": 1}, "b": 1}');
  const next = JSON.parse('{"__proto__": {"a": 2}, "b": 1}');
  const kept = keepUnchanged(previous, next);
  assert.equal(Object.keys(kept), ['__proto__', 'b']);
  assert.is(Object.getPrototypeOf(kept), Object.prototype);
  assert.equal(kept['__proto__'], { a: 2 });
});

test.run();
