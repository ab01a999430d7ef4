import { register } from 'node:module';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TEMPLATE_KINDS } from '../../../engine/templates/kinds/kind.ts';

// The editors import their stylesheets, which only the bundler reads: here each is an empty module. The
// hook must be in place before the registry's imports are resolved, hence the import after it.
const emptyStylesheets =
  'export async function load(url, context, next) { return /\\.s?css$/.test(url) ? { format: "module", source: "", shortCircuit: true } : next(url, context); }';
register(`data:text/javascript,${encodeURIComponent(emptyStylesheets)}`);
const { KINDS } = await import('./kinds.tsx');

const test = suite('template kinds: front end');

test('every kind has its editor, its records and its flags', () => {
  assert.equal(Object.keys(KINDS).sort(), [...TEMPLATE_KINDS].sort());
  for (const kind of TEMPLATE_KINDS) {
    const ui = KINDS[kind];
    assert.type(ui.Editor, 'function', `${kind}.Editor`);
    assert.type(ui.records, 'function', `${kind}.records`);
    assert.type(ui.notApplicable, 'boolean', `${kind}.notApplicable`);
    assert.type(ui.changesInterview, 'boolean', `${kind}.changesInterview`);
  }
});

test('a preview loads the records of the forms that store them, and none for the scoring rules', () => {
  for (const [kind, key] of [
    ['case', 'usa'],
    ['interview', 'standard'],
    ['form', 'task'],
  ] as const) {
    const records = KINDS[kind].records(key);
    assert.ok(records, `${kind}:${key}`);
    assert.type(records!.entry, 'function');
    assert.type(records!.heading, 'function');
  }
  assert.is(KINDS.rules.records('standard'), null);
  assert.is(KINDS.form.records('contact'), null);
});

test.run();
