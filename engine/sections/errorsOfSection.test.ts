import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsOfSection } from './errorsOfSection.ts';

const errors = [
  { path: 'identity.birthDate', message: 'Fecha no válida' },
  { path: 'identity.birthDate', message: 'Otra regla' },
  { path: 'identityExtra.code', message: 'De otra sección' },
  { path: 'family.children.0.name', message: 'Demasiado largo' },
  { path: 'family', message: 'De la sección entera' },
  { path: 'notes', message: 'Texto demasiado largo' },
];

test("a section of fields gets its fields' errors, relative to it, one per field", () => {
  assert.equal(errorsOfSection(errors, 'identity', false), [{ path: 'birthDate', message: 'Fecha no válida' }]);
  assert.equal(errorsOfSection(errors, 'family', false), [{ path: 'children.0.name', message: 'Demasiado largo' }]);
});

test('a section holding one value gets its own error at the root of its form', () => {
  assert.equal(errorsOfSection(errors, 'notes', true), [{ path: '', message: 'Texto demasiado largo' }]);
  assert.equal(errorsOfSection(errors, 'travel', true), []);
});

test.run();
