import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toErrorSchema } from './errorSchema.ts';

test('field errors become an RJSF error schema, list rows and whole-document errors included', () => {
  assert.equal(
    toErrorSchema([
      { path: 'identity.fullName', message: 'Este campo es obligatorio' },
      { path: 'family.children.1.birthDate', message: 'Fecha no válida (AAAA-MM-DD)' },
      { path: 'identity.fullName', message: 'Otro' },
      { path: '', message: 'Debe ser un objeto' },
    ]),
    {
      identity: { fullName: { __errors: ['Este campo es obligatorio', 'Otro'] } },
      family: { children: { 1: { birthDate: { __errors: ['Fecha no válida (AAAA-MM-DD)'] } } } },
      __errors: ['Debe ser un objeto'],
    },
  );
});

test('a message given twice for one field is shown once', () => {
  assert.equal(
    toErrorSchema([
      { path: 'birthDate', message: 'Fecha no válida (AAAA-MM-DD)' },
      { path: 'birthDate', message: 'Fecha no válida (AAAA-MM-DD)' },
    ]),
    { birthDate: { __errors: ['Fecha no válida (AAAA-MM-DD)'] } },
  );
});

test('no errors, an empty error schema', () => {
  assert.equal(toErrorSchema([]), {});
});

test.run();
