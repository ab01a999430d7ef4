import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TEMPLATE_KINDS } from '../../../engine/templates/kinds/kind.ts';
import { KIND_RULES } from '../../../engine/templates/kinds/kinds.ts';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { loadFormTemplates } from '../../../templates/loadFormTemplates.ts';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { createTemplateCatalog } from '../templateCatalog.ts';
import type { KindHandler } from './kindHandler.ts';
import { editableTemplates } from './kinds.ts';

const test = suite('template kinds: back end');
const templates = editableTemplates(createTemplateCatalog(loadCaseTemplates(), loadInterviewTemplate(), loadFormTemplates()));
const PIECES: (keyof KindHandler)[] = ['keys', 'label', 'versions', 'context', 'effect'];

test('every kind has a handler with every piece, over its own rules', () => {
  assert.equal(Object.keys(templates.kinds).sort(), [...TEMPLATE_KINDS].sort());
  for (const kind of TEMPLATE_KINDS) {
    const handler = templates.kinds[kind];
    assert.is(handler.rules, KIND_RULES[kind], kind);
    for (const piece of PIECES) assert.type(handler[piece], 'function', `${kind}.${piece}`);
    assert.ok(handler.keys().length > 0, `${kind} has templates`);
  }
});

// The same contract on every template of every kind (docs/decisions/0229-one-module-per-template-kind-and-layer.md): a new kind is tested the day it lands.
test("every shipped template passes its kind's checks as a draft, and differs in nothing from itself", () => {
  for (const kind of TEMPLATE_KINDS) {
    const handler = templates.kinds[kind];
    for (const key of handler.keys()) {
      const name = `${kind}:${key}`;
      assert.ok(handler.label(key).trim(), `${name} has a name`);
      const latest = handler.versions(key).at(-1)!;
      assert.equal(handler.rules.problems(key, latest.content, handler.context(key)), [], name);
      const same = handler.rules.compare(latest.content, latest.content, handler.context(key));
      if (same.diff) assert.equal([...Object.values(same.diff.fields), ...Object.values(same.diff.options)].flat(), [], name);
      else assert.equal(same.ruleChanges, [], name);
      assert.is(handler.rules.stored(key, latest.content, latest.version + 1).version, latest.version + 1, name);
    }
  }
});

test.run();
