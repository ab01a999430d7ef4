import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { notApplicableConditions } from '../notApplicable/notApplicableConditions.ts';
import type { JsonSchema } from '../templates/types.ts';
import { notApplicableChoices } from './notApplicableChoices.ts';
import { matchesSchema } from './matchesSchema.ts';

const section: JsonSchema = {
  type: 'object',
  properties: {
    maritalStatus: {
      type: 'string',
      title: 'Estado civil',
      oneOf: [
        { const: 'soltero', title: 'Soltero/a' },
        { const: 'casado', title: 'Casado/a' },
      ],
    },
    level: { type: 'string', title: 'Nivel', enum: ['bajo', 'alto'] },
    languages: { type: 'array', title: 'Idiomas', uniqueItems: true, items: { type: 'string', enum: ['es', 'en'] } },
    hasVisa: { type: 'boolean', title: '¿Visa?' },
  },
  if: { properties: { level: { enum: ['alto'] } }, required: ['level'] },
  then: { properties: { reason: { type: 'string', title: 'Motivo', enum: ['a', 'b'] } } },
  dependencies: {
    maritalStatus: {
      oneOf: [
        { properties: { maritalStatus: { enum: ['soltero'] } } },
        {
          properties: {
            maritalStatus: { enum: ['casado'] },
            spouse: { type: 'string', title: 'Cónyuge', oneOf: [{ const: 'x', title: 'X' }] },
          },
        },
      ],
    },
  },
};

test('every single choice the form draws holds NA among its options, so RJSF keeps an NA answer when the form changes', () => {
  const shown = notApplicableChoices(section);
  const props = shown.properties!;
  assert.equal(props.maritalStatus.oneOf!.at(-1), { const: 'NA', title: 'No aplica (NA)' });
  assert.equal(props.level.enum, ['bajo', 'alto', 'NA']);
  assert.equal((shown.then as JsonSchema).properties!.reason.enum, ['a', 'b', 'NA']);
  const married = (shown.dependencies as Record<string, JsonSchema>).maritalStatus.oneOf![1].properties!;
  assert.equal(married.spouse.oneOf!.at(-1), { const: 'NA', title: 'No aplica (NA)' });
  // Multi-selects say NA with their switch; yes/no have no options list.
  assert.equal(props.languages, section.properties!.languages);
  assert.equal(props.hasVisa, section.properties!.hasVisa);
});

test('conditions stay as written: NA never makes a condition or a discriminating branch hold', () => {
  const shown = notApplicableChoices(section);
  assert.equal(shown.if, section.if);
  const branches = (shown.dependencies as Record<string, JsonSchema>).maritalStatus.oneOf!;
  assert.equal(branches[0].properties!.maritalStatus, { enum: ['soltero'] });
  assert.equal(branches[1].properties!.maritalStatus, { enum: ['casado'] });
  assert.not.ok(matchesSchema(shown.if as never, { level: 'NA' }, shown as never));
});

test('on the case templates, the conditions the form evaluates are those validation uses', () => {
  for (const template of loadCaseTemplates().latest()) {
    for (const [key, sectionSchema] of Object.entries(template.schema.properties!)) {
      const conditioned = notApplicableConditions(sectionSchema);
      const shown = notApplicableChoices(conditioned);
      const conditionsOf = (schema: JsonSchema): unknown[] =>
        JSON.parse(JSON.stringify(schema, (k, v) => v)).allOf?.map((b: JsonSchema) => [b.if, (b.else as JsonSchema | undefined)?.if]) ?? [];
      assert.equal(conditionsOf(shown), conditionsOf(conditioned), `${template.key}.${key}`);
    }
  }
});

test.run();
