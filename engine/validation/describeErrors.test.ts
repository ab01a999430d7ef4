import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from './createAjv.ts';
import { describeErrors } from './describeErrors.ts';
import { describeErrorsAgainst } from './describeValidation.ts';

const messagesFor = (schema: object, data: unknown) => {
  const validate = createAjv().compile(schema);
  validate(data);
  return describeErrors(validate.errors).map((e) => `${e.path}: ${e.message}`);
};

test('number limits are worded in Spanish with the limit written as people here write it', () => {
  const schema = {
    type: 'object',
    properties: {
      low: { type: 'number', minimum: 30000 },
      high: { type: 'number', maximum: 20 },
      above: { type: 'number', exclusiveMinimum: 0 },
      below: { type: 'number', exclusiveMaximum: 1.5 },
      step: { type: 'number', multipleOf: 5 },
    },
  };
  assert.equal(messagesFor(schema, { low: 100, high: 21, above: 0, below: 1.5, step: 7 }), [
    'low: Debe ser 30,000 o más',
    'high: Debe ser 20 o menos',
    'above: Debe ser mayor que 0',
    'below: Debe ser menor que 1.5',
    'step: Debe ser múltiplo de 5',
  ]);
});

test('list limits and repeated items are worded in Spanish', () => {
  const schema = {
    type: 'object',
    properties: {
      one: { type: 'array', minItems: 1 },
      two: { type: 'array', minItems: 2 },
      few: { type: 'array', maxItems: 1 },
      distinct: { type: 'array', uniqueItems: true },
    },
  };
  assert.equal(messagesFor(schema, { one: [], two: ['a'], few: ['a', 'b'], distinct: ['a', 'a'] }), [
    'one: Elija o añada al menos uno',
    'two: Debe tener al menos 2 elementos',
    'few: No debe tener más de un elemento',
    'distinct: No repita elementos en la lista',
  ]);
});

test('a value none of the options offers is worded like an enum, whether the options are an enum or a oneOf of consts', () => {
  const schema = {
    type: 'object',
    properties: {
      listed: { type: 'string', enum: ['a', 'b'] },
      titled: {
        type: 'string',
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
      fixed: { const: 'sí' },
    },
  };
  assert.equal(messagesFor(schema, { listed: 'c', titled: 'c', fixed: 'no' }), [
    'listed: Seleccione una de las opciones disponibles',
    'titled: Seleccione una de las opciones disponibles',
    'fixed: debe ser igual a la constante',
  ]);
});

test("a field's own x-messages still win over the product's wording", () => {
  const schema = { type: 'object', properties: { age: { type: 'integer', maximum: 120, 'x-messages': { maximum: 'Edad no válida' } } } };
  assert.equal(messagesFor(schema, { age: 200 }), ['age: Edad no válida']);
});

// RJSF's playground sample 'Property dependencies': stock validator-ajv8 names `unidirectional.billing_address`.
const unidirectional = {
  type: 'object',
  properties: {
    unidirectional: {
      type: 'object',
      properties: { name: { type: 'string' }, credit_card: { type: 'number', title: 'Tarjeta' }, billing_address: { type: 'string' } },
      dependencies: { credit_card: ['billing_address'] },
    },
  },
};

test('a property dependency names the missing field at its own path, on the server and from a validator compiled without verbose', () => {
  const data = { unidirectional: { credit_card: 4111 } };
  assert.equal(messagesFor(unidirectional, data), [
    'unidirectional.billing_address: Este campo es obligatorio cuando se responde «Tarjeta»',
  ]);
  // The browser's validators are compiled without `verbose` (engine/validation/standaloneCode.ts).
  const validate = createAjv({}, { verbose: false }).compile(unidirectional);
  assert.not.ok(validate(data));
  assert.equal(describeErrorsAgainst(unidirectional, validate.errors), [
    { path: 'unidirectional.billing_address', message: 'Este campo es obligatorio cuando se responde «Tarjeta»' },
  ]);
});

test("a dependency message: the missing field's own x-messages first, else the object's", () => {
  const withMessages = (field: object, object: object) => ({
    type: 'object',
    properties: { card: { type: 'string' }, cvv: { type: 'string', ...field } },
    dependencies: { card: ['cvv'] },
    ...object,
  });
  assert.equal(
    messagesFor(withMessages({ 'x-messages': { dependencies: 'Falta el CVV' } }, { 'x-messages': { dependencies: 'Falta algo' } }), {
      card: '1',
    }),
    ['cvv: Falta el CVV'],
  );
  assert.equal(messagesFor(withMessages({}, { 'x-messages': { dependencies: 'Falta algo' } }), { card: '1' }), ['cvv: Falta algo']);
});

test.run();
