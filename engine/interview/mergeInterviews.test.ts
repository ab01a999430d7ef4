import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mergeInterviews, type MergeableInterview } from './mergeInterviews.ts';

const test = suite('mergeInterviews');
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
const row = (id: string, created: number, updated: number, extra: Partial<MergeableInterview>): MergeableInterview => ({
  id,
  createdAt: at(created),
  updatedAt: at(updated),
  currentStep: 1,
  steps: {},
  notes: {},
  ...extra,
});

test('the newest answer per field wins, fields answered only in an older copy are kept', () => {
  const merged = mergeInterviews([
    row('b', 5, 30, { steps: { vinculos: { ingresoLaboral: 2500, situacionLaboral: 'empleado-fijo' } }, currentStep: 2 }),
    row('a', 1, 10, {
      steps: { vinculos: { ingresoLaboral: 1800, vinculosFamiliares: 'conyuge' }, presentacion: { motivo: 'turismo' } },
      currentStep: 4,
    }),
  ]);
  assert.is(merged.keepId, 'b');
  assert.equal(merged.removeIds, ['a']);
  assert.equal(merged.steps, {
    vinculos: { ingresoLaboral: 2500, vinculosFamiliares: 'conyuge', situacionLaboral: 'empleado-fijo' },
    presentacion: { motivo: 'turismo' },
  });
  assert.is(merged.currentStep, 4, 'the furthest step reached');
  assert.equal(merged.createdAt, at(1));
});

test('no note is lost: different notes of a step are kept oldest first, the same note once', () => {
  const merged = mergeInterviews([
    row('c', 3, 40, { notes: { plan: 'Tiene reservas.', sponsor: 'Paga su tío.' } }),
    row('a', 1, 10, { notes: { plan: 'Sin itinerario.', sponsor: 'Paga su tío.' } }),
    row('b', 2, 20, { notes: { coherencia: 'Coherente.', plan: '  ' } }),
  ]);
  assert.equal(merged.notes, { plan: 'Sin itinerario.\n\nTiene reservas.', sponsor: 'Paga su tío.', coherencia: 'Coherente.' });
  assert.equal(merged.removeIds, ['a', 'b']);
});

test('the merged note of a step keeps the latest time any of its notes was typed, so a late older note cannot replace it', () => {
  const merged = mergeInterviews([
    row('b', 2, 20, { notes: { plan: 'Tiene reservas.', vinculos: 'Casado.' }, notesAt: { plan: '2026-11-24T09:00:00.000Z' } }),
    row('a', 1, 10, {
      notes: { plan: 'Sin itinerario.', sponsor: 'Paga su tío.' },
      notesAt: { plan: '2026-11-24T09:30:00.000Z', sponsor: '2026-11-24T08:00:00.000Z' },
    }),
  ]);
  assert.equal(
    merged.notesAt,
    { plan: '2026-11-24T09:30:00.000Z', sponsor: '2026-11-24T08:00:00.000Z' },
    'a note without a time adds none',
  );
  assert.equal(mergeInterviews([row('a', 1, 10, { notes: { plan: 'x' } })]).notesAt, {});
});

test.run();
