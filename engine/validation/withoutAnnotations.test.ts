import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { JsonSchema } from '../templates/types.ts';
import { withoutAnnotations } from './withoutAnnotations.ts';

test('annotations go at every schema position; validation keywords and data stay', () => {
  // Tuple `items` is draft-07 but outside the JsonSchema subset the templates are typed with.
  const schema: Record<string, unknown> = {
    title: 'Caso',
    type: 'object',
    properties: {
      title: { type: 'string', title: 'Título', 'x-messages': { required: 'Falta' }, maxLength: 5 },
      list: { type: 'array', items: [{ type: 'string', description: 'uno' }], additionalItems: { type: 'number', title: 'x' } },
    },
    definitions: { a: { type: 'string', examples: ['b'] } },
    dependencies: { title: ['list'], list: { title: 'dep', required: ['title'] } },
    if: { title: 'si' },
    then: { 'x-label': 'entonces' },
    else: { $comment: 'no' },
    anyOf: [{ title: 'uno', const: { title: 'dato, no anotación' } }],
    enum: [{ title: 'un valor' }],
    default: { title: 'b' },
  };
  assert.equal(withoutAnnotations(schema as JsonSchema), {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 5 },
      list: { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'number' } },
    },
    definitions: { a: { type: 'string' } },
    dependencies: { title: ['list'], list: { required: ['title'] } },
    if: {},
    then: {},
    else: {},
    anyOf: [{ const: { title: 'dato, no anotación' } }],
    enum: [{ title: 'un valor' }],
  });
});

test('the schema given is left as it was', () => {
  const schema = Object.freeze({ title: 'a', properties: Object.freeze({ b: Object.freeze({ title: 'b', type: 'string' }) }) });
  withoutAnnotations(schema);
  assert.equal(schema, { title: 'a', properties: { b: { title: 'b', type: 'string' } } });
});

test.run();
