import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../../validation/createAjv.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';
import type { JsonSchema } from '../../templates/types.ts';

// A section whose follow-up fields exist only in conditional branches, of every kind a template may use.
const section: JsonSchema = {
  type: 'object',
  properties: {
    hasChildren: { type: 'boolean', title: '¿Tiene hijos?' },
    maritalStatus: {
      type: 'string',
      title: 'Estado civil',
      oneOf: [
        { const: 'soltero', title: 'Soltero/a' },
        { const: 'casado', title: 'Casado/a' },
      ],
    },
    sponsor: { type: 'string', title: 'Patrocinador' },
  },
  allOf: [
    {
      if: { properties: { hasChildren: { const: true } }, required: ['hasChildren'] },
      then: {
        properties: {
          children: { type: 'array', title: 'Hijos', items: { type: 'object', properties: { name: { type: 'string', title: 'Nombre' } } } },
        },
        required: ['children'],
      },
      else: { properties: { childrenNote: { type: 'integer', title: 'Nota' } } },
    },
  ],
  dependencies: {
    maritalStatus: {
      oneOf: [
        { properties: { maritalStatus: { const: 'soltero' } } },
        {
          properties: {
            maritalStatus: { const: 'casado' },
            marriageDate: { type: 'string', format: 'date', title: 'Fecha de matrimonio' },
          },
          required: ['marriageDate'],
        },
      ],
    },
    sponsor: ['hasChildren'],
  },
};
const validate = createAjv().compile(notApplicableSchema(section));

test("fields declared in then, else, allOf and schema dependencies accept NA like the object's own fields", () => {
  assert.ok(validate({ hasChildren: true, children: 'NA' }), JSON.stringify(validate.errors));
  assert.ok(validate({ hasChildren: false, childrenNote: ' na ' }), JSON.stringify(validate.errors));
  assert.ok(validate({ maritalStatus: 'casado', marriageDate: 'NA' }), JSON.stringify(validate.errors));
  assert.ok(validate({ hasChildren: true, children: [{ name: 'NA' }] }), JSON.stringify(validate.errors));
});

test('a wrong value in a conditional field is still refused, and the condition and its discriminators stay as written', () => {
  assert.not.ok(validate({ hasChildren: true, children: 'tres' }));
  assert.not.ok(validate({ maritalStatus: 'casado', marriageDate: '2020-13-40' }));
  // NA on the tested field does not make the condition hold, so the follow-up is not asked for.
  assert.ok(validate({ hasChildren: 'NA' }), JSON.stringify(validate.errors));
  // The oneOf discriminators keep their const: a married answer still needs its date.
  assert.not.ok(validate({ maritalStatus: 'casado' }));
  assert.ok(validate({ maritalStatus: 'soltero' }), JSON.stringify(validate.errors));
  // A property dependency stays a list of names.
  assert.not.ok(validate({ sponsor: 'Ana' }));
});

test('NA on a question with follow-ups is valid and suspends them: no oneOf branch, then or else is asked for', () => {
  // The schema dependency's oneOf has no branch for NA: before, no branch matched and the answer was refused.
  assert.ok(validate({ maritalStatus: 'NA' }), JSON.stringify(validate.errors));
  assert.ok(validate({ maritalStatus: ' na ' }), JSON.stringify(validate.errors));
  // NA is not "No": the else branch's fields are not checked either.
  assert.ok(validate({ hasChildren: 'NA', childrenNote: 'no es un número' }), JSON.stringify(validate.errors));
  assert.not.ok(validate({ hasChildren: false, childrenNote: 'no es un número' }));
  // A value that is neither an option nor NA is still refused.
  assert.not.ok(validate({ maritalStatus: 'viudo' }));
});

test('a condition that NA would satisfy (a "not") is suspended too', () => {
  const asked: JsonSchema = {
    type: 'object',
    properties: { travelsAlone: { type: 'boolean', title: '¿Viaja solo?' } },
    if: { properties: { travelsAlone: { not: { const: true } } }, required: ['travelsAlone'] },
    then: { properties: { companion: { type: 'string', title: 'Acompañante' } }, required: ['companion'] },
  };
  const check = createAjv().compile(notApplicableSchema(asked));
  assert.not.ok(check({ travelsAlone: false }));
  assert.ok(check({ travelsAlone: 'NA' }), JSON.stringify(check.errors));
  assert.ok(check({ travelsAlone: true }), JSON.stringify(check.errors));
});

test.run();
