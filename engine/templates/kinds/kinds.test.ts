import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { TEMPLATE_KINDS, type DraftContext, type KindRules } from './kind.ts';
import { KIND_RULES } from './kinds.ts';

const test = suite('template kinds: rules');
const PIECES: (keyof KindRules)[] = ['checkDraft', 'problems', 'warnings', 'formOf', 'compare', 'stored'];
// What a rules draft is checked with; the other kinds need nothing more for these checks.
const context: DraftContext = {
  steps: loadInterviewTemplate().steps,
  rulesShape: JSON.parse(readFileSync('templates/interview/rules.schema.json', 'utf8')),
};

test('every kind has its rules, under its own name, with every piece', () => {
  assert.equal(Object.keys(KIND_RULES).sort(), [...TEMPLATE_KINDS].sort());
  for (const kind of TEMPLATE_KINDS) {
    assert.is(KIND_RULES[kind].kind, kind);
    for (const piece of PIECES) assert.type(KIND_RULES[kind][piece], 'function', `${kind}.${piece}`);
  }
});

test('every kind refuses a draft that is not a JSON object, at the root, without throwing', () => {
  for (const kind of TEMPLATE_KINDS) {
    for (const draft of [null, [], 'texto', 3])
      assert.equal(KIND_RULES[kind].checkDraft(draft, context), [{ pointer: '', message: 'El borrador debe ser un objeto JSON' }], kind);
  }
});

test('every kind stores a draft numbered with its new version', () => {
  for (const kind of TEMPLATE_KINDS) assert.is(KIND_RULES[kind].stored('standard', { version: 1, schema: {} }, 7).version, 7, kind);
});

test('a form kind keeps its identity: a draft of another kind or key is refused at /kind and /key', () => {
  for (const kind of TEMPLATE_KINDS.filter((k) => k !== 'rules')) {
    const pointers = KIND_RULES[kind].problems('usa', { kind: 'otro', key: 'otra' }, context).map((p) => p.pointer);
    assert.ok(pointers.includes('/kind') && pointers.includes('/key'), kind);
  }
});

test.run();
