import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor } from 'xstate';
import {
  interviewMachine,
  interviewRefusal,
  isInterviewCompleted,
  nextInterviewState,
  resolveInterview,
  type InterviewEvent,
  type InterviewState,
} from './interviewMachine.ts';

const test = suite('interviewMachine');

const SUMMARY = { text: 'Puntuación: 300 de 390.', recommendedVisa: 'B-2 (turismo y visita)', eligibilityLevel: 'Media' };
const FINALIZE: InterviewEvent = { type: 'FINALIZE', executiveSummary: SUMMARY, rating: 'Promedio' };
const go = (step: number): InterviewEvent => ({ type: 'GO_TO_STEP', step });

test('a new interview starts in progress at step 1 with no notes', () => {
  const actor = createActor(interviewMachine).start();
  const snapshot = actor.getSnapshot();
  assert.is(snapshot.value, 'in_progress');
  assert.is(snapshot.context.currentStep, 1);
  assert.equal(snapshot.context.notes, {});
  assert.is(snapshot.context.rating, null);
  actor.stop();
});

test('navigation is free across the seven steps, forwards and back, skipping any', () => {
  const actor = createActor(interviewMachine).start();
  for (const step of [5, 2, 7, 1, 3, 6, 4]) {
    assert.ok(actor.getSnapshot().can(go(step)), `step ${step}`);
    actor.send(go(step));
    assert.is(actor.getSnapshot().context.currentStep, step);
  }
  actor.stop();
});

test('a step outside 1..7 is refused and changes nothing', () => {
  const actor = createActor(interviewMachine).start();
  actor.send(go(3));
  for (const step of [0, 8, -1, 2.5, Number.NaN]) {
    assert.not.ok(actor.getSnapshot().can(go(step)), `step ${step}`);
    actor.send(go(step));
    assert.is(actor.getSnapshot().context.currentStep, 3);
    assert.equal(interviewRefusal({ status: 'in_progress', currentStep: 3 }, go(step)), {
      status: 400,
      message: 'El paso debe ser un número entero del 1 al 7.',
    });
  }
  assert.not.ok(actor.getSnapshot().can({ type: 'GO_TO_STEP', step: '2' } as unknown as InterviewEvent));
  actor.stop();
});

test('each step keeps its own note; saving a step moves to it', () => {
  const actor = createActor(interviewMachine).start();
  actor.send({ type: 'SAVE_STEP', stepKey: 'solvencia', note: 'Pedir estados de cuenta.' });
  actor.send({ type: 'SAVE_STEP', stepKey: 'presentacion', note: 'Viaja con su esposa.' });
  actor.send({ type: 'SAVE_STEP', stepKey: 'solvencia' });
  const { context } = actor.getSnapshot();
  assert.equal(
    context.notes,
    { solvencia: 'Pedir estados de cuenta.', presentacion: 'Viaja con su esposa.' },
    'a save without a note keeps the note',
  );
  assert.is(context.currentStep, 3);
  actor.stop();
});

test("a note saved alone changes only that step's note: the current step stays where the consultant is", () => {
  const actor = createActor(interviewMachine, {
    snapshot: resolveInterview({ status: 'in_progress', currentStep: 5, notes: { plan: 'Reservas.' } }),
  }).start();
  actor.send({ type: 'SAVE_NOTE', stepKey: 'vinculos', note: 'Casado.', notedAt: '2026-11-25T10:00:00.000Z' });
  const { context } = actor.getSnapshot();
  assert.is(context.currentStep, 5);
  assert.equal(context.notes, { plan: 'Reservas.', vinculos: 'Casado.' });
  assert.equal(context.notesAt, { vinculos: '2026-11-25T10:00:00.000Z' });
  actor.stop();
});

test('a note typed before the one kept changes nothing; a later one, or one at the same moment, replaces it', () => {
  const kept = resolveInterview({
    status: 'in_progress',
    currentStep: 2,
    notes: { vinculos: 'Nueva.' },
    notesAt: { vinculos: '2026-11-25T10:00:00.000Z' },
  });
  const note = (text: string, notedAt?: string): InterviewEvent => ({ type: 'SAVE_NOTE', stepKey: 'vinculos', note: text, notedAt });
  const older = nextInterviewState(
    { status: 'in_progress', currentStep: 2, notes: kept.context.notes, notesAt: kept.context.notesAt },
    note('Vieja.', '2026-11-25T09:59:59.999Z'),
  );
  assert.ok(older, 'an older note is not an error: it is simply not the newest');
  assert.equal(older!.context.notes, { vinculos: 'Nueva.' });
  assert.equal(older!.context.notesAt, { vinculos: '2026-11-25T10:00:00.000Z' });
  // The same instant written with another offset is the same moment.
  const same = nextInterviewState(
    { status: 'in_progress', currentStep: 2, notes: kept.context.notes, notesAt: kept.context.notesAt },
    note('Igual.', '2026-11-25T06:00:00.000-04:00'),
  );
  assert.equal(same!.context.notes, { vinculos: 'Igual.' });
  const later = nextInterviewState(
    { status: 'in_progress', currentStep: 2, notes: kept.context.notes, notesAt: kept.context.notesAt },
    note('Más nueva.', '2026-11-25T10:00:01.000Z'),
  );
  assert.equal([later!.context.notes.vinculos, later!.context.notesAt.vinculos], ['Más nueva.', '2026-11-25T10:00:01.000Z']);
  // Without a time (another API client) it is taken as the newest, and leaves no time behind.
  const untimed = nextInterviewState(
    { status: 'in_progress', currentStep: 2, notes: kept.context.notes, notesAt: kept.context.notesAt },
    note('Sin hora.'),
  );
  assert.equal([untimed!.context.notes.vinculos, untimed!.context.notesAt], ['Sin hora.', {}]);
});

test('a note save is refused like a step save: unknown step or not text 400, a bad time 400, completed 409', () => {
  const open = { status: 'in_progress', currentStep: 1 };
  assert.is(interviewRefusal(open, { type: 'SAVE_NOTE', stepKey: 'step8', note: 'x' })?.status, 400);
  assert.equal(interviewRefusal(open, { type: 'SAVE_NOTE', stepKey: 'plan', note: 5 } as unknown as InterviewEvent), {
    status: 400,
    message: 'La nota del paso debe ser un texto.',
  });
  assert.equal(interviewRefusal(open, { type: 'SAVE_NOTE', stepKey: 'plan', note: 'x', notedAt: 'ayer' }), {
    status: 400,
    message: 'La hora de la nota debe ser una fecha y hora ISO 8601.',
  });
  assert.is(interviewRefusal({ status: 'completed', currentStep: 7 }, { type: 'SAVE_NOTE', stepKey: 'plan', note: 'x' })?.status, 409);
  assert.is(interviewRefusal(open, { type: 'SAVE_NOTE', stepKey: 'plan', note: 'x', notedAt: '2026-11-25T10:00:00Z' }), null);
});

test('an unknown step key is refused with 400 and changes nothing', () => {
  const actor = createActor(interviewMachine).start();
  const event: InterviewEvent = { type: 'SAVE_STEP', stepKey: 'step8', note: 'x' };
  assert.not.ok(actor.getSnapshot().can(event));
  actor.send(event);
  assert.equal(actor.getSnapshot().context.notes, {});
  assert.equal(interviewRefusal({ status: 'in_progress', currentStep: 1 }, event), {
    status: 400,
    message: 'Paso desconocido «step8»: los pasos son presentacion, vinculos, solvencia, historial, plan, sponsor, coherencia.',
  });
  assert.not.ok(actor.getSnapshot().can({ type: 'SAVE_STEP', stepKey: 'plan', note: 5 } as unknown as InterviewEvent), 'a note is text');
  actor.stop();
});

test('Finalizar is offered from step 7 only; finalizing stores the summary and rating', () => {
  const actor = createActor(interviewMachine).start();
  for (let step = 1; step < 7; step++) {
    actor.send(go(step));
    assert.not.ok(actor.getSnapshot().can(FINALIZE), `not from step ${step}`);
  }
  assert.equal(interviewRefusal({ status: 'in_progress', currentStep: 6 }, FINALIZE), {
    status: 409,
    message: 'La evaluación se finaliza desde el paso 7; la entrevista está en el paso 6.',
  });
  actor.send(go(7));
  assert.ok(actor.getSnapshot().can(FINALIZE));
  assert.is(isInterviewCompleted(actor.getSnapshot().value as string), false, 'reaching step 7 is not completing');
  actor.send(FINALIZE);
  const snapshot = actor.getSnapshot();
  assert.is(snapshot.value, 'completed');
  assert.equal(snapshot.context.executiveSummary, SUMMARY);
  assert.is(snapshot.context.rating, 'Promedio');
  assert.ok(isInterviewCompleted('completed'));
  actor.stop();
});

test('finalizing needs a rating', () => {
  const atSeven = resolveInterview({ status: 'in_progress', currentStep: 7 });
  assert.not.ok(atSeven.can({ type: 'FINALIZE', executiveSummary: SUMMARY, rating: ' ' }));
  assert.is(
    interviewRefusal({ status: 'in_progress', currentStep: 7 }, { type: 'FINALIZE', executiveSummary: SUMMARY, rating: '' })?.status,
    400,
  );
});

test('a completed interview is not finalized again, navigated or edited until reopened', () => {
  const completed = { status: 'completed', currentStep: 7 };
  assert.equal(interviewRefusal(completed, FINALIZE), {
    status: 409,
    message: 'La entrevista ya está completada: reábrala antes de finalizarla de nuevo.',
  });
  assert.equal(interviewRefusal(completed, go(2)), { status: 409, message: 'La entrevista está completada: reábrala para cambiarla.' });
  assert.is(interviewRefusal(completed, { type: 'SAVE_STEP', stepKey: 'plan', note: 'x' })?.status, 409);
  assert.is(nextInterviewState(completed, FINALIZE), null);
  const reopened = nextInterviewState(completed, { type: 'REOPEN' });
  assert.is(reopened?.status, 'in_progress');
  assert.is(reopened?.context.currentStep, 7);
  assert.is(
    nextInterviewState({ status: 'in_progress', currentStep: 7 }, FINALIZE)?.status,
    'completed',
    'finalized again after reopening',
  );
});

test('reopening an interview in progress is refused with 409', () => {
  assert.equal(interviewRefusal({ status: 'in_progress', currentStep: 4 }, { type: 'REOPEN' }), {
    status: 409,
    message: 'La entrevista no está completada: no hay nada que reabrir.',
  });
});

test('the whole path with an actor resumed from a stored interview: navigate, note, finalize, reopen, finalize again, delete', () => {
  const stored = resolveInterview({ status: 'in_progress', currentStep: 2, notes: { vinculos: 'Casado, dos hijos.' } });
  const actor = createActor(interviewMachine, { snapshot: stored }).start();
  assert.is(actor.getSnapshot().context.currentStep, 2);
  actor.send({ type: 'SAVE_STEP', stepKey: 'coherencia', note: 'Coherente.' });
  actor.send(FINALIZE);
  assert.is(actor.getSnapshot().value, 'completed');
  actor.send({ type: 'REOPEN' });
  actor.send({ type: 'SAVE_STEP', stepKey: 'coherencia', note: 'Revisado.' });
  actor.send({ ...FINALIZE, rating: 'Superior' } as InterviewEvent);
  assert.is(actor.getSnapshot().context.rating, 'Superior');
  assert.equal(actor.getSnapshot().context.notes, { vinculos: 'Casado, dos hijos.', coherencia: 'Revisado.' });
  actor.send({ type: 'DELETE' });
  assert.is(actor.getSnapshot().status, 'done');
  actor.stop();
});

test('the moves each state allows (finalize only on step 7 of one in progress)', () => {
  const moves: Record<string, InterviewEvent> = {
    goToStep: go(1),
    saveStep: { type: 'SAVE_STEP', stepKey: 'presentacion' },
    finalize: FINALIZE,
    reopen: { type: 'REOPEN' },
    delete: { type: 'DELETE' },
  };
  const allowed = (state: InterviewState) => Object.keys(moves).filter((move) => interviewRefusal(state, moves[move]) === null);
  assert.equal(allowed({ status: 'in_progress', currentStep: 3 }), ['goToStep', 'saveStep', 'delete']);
  assert.equal(allowed({ status: 'in_progress', currentStep: 7 }), ['goToStep', 'saveStep', 'finalize', 'delete']);
  assert.equal(allowed({ status: 'completed', currentStep: 7 }), ['reopen', 'delete']);
  assert.equal(
    allowed({ status: 'archived', currentStep: 99 }),
    ['goToStep', 'saveStep', 'delete'],
    'an unknown status is in progress, a bad step is step 1',
  );
});

test.run();
