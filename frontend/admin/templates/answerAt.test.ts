import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { answerAt } from './answerAt.ts';

const record = {
  presentacion: { motivo: 'negocios', duracion: '' },
  solvencia: { ahorros: 5000 },
  historial: { negacionesPrevias: false },
  family: { children: [{ name: 'Ana' }] },
};
const at = (path: string) => answerAt(record, path, 'Sí', 'No');

test('one value at a dotted path, list rows included, as a person reads it', () => {
  assert.equal(
    [at('presentacion.motivo'), at('solvencia.ahorros'), at('historial.negacionesPrevias'), at('family.children.0.name')],
    ['negocios', '5000', 'No', 'Ana'],
  );
});

test('nothing to show for a blank answer, a missing one, a group or a list', () => {
  assert.equal(
    [at('presentacion.duracion'), at('presentacion.acompanantes'), at('marte.campo'), at('presentacion'), at('family.children'), at('')],
    [null, null, null, null, null, null],
  );
});

test('a long answer is cut, marked with an ellipsis', () => {
  const shown = answerAt({ notes: 'palabra '.repeat(40) }, 'notes', 'Sí', 'No')!;
  assert.ok(shown.length <= 60 && shown.endsWith('…'), shown);
});

test.run();
