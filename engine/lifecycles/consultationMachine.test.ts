import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor } from 'xstate';
import {
  allowedActions,
  canApply,
  consultationMachine,
  nextStatus,
  sourceStatuses,
  type ConsultationEvent,
} from './consultationMachine.ts';
import { normalizeStatus } from './consultationStatus.ts';

const test = suite('consultationMachine');

const CONFIRM: ConsultationEvent = { type: 'CONFIRM' };
const RESCHEDULE: ConsultationEvent = { type: 'RESCHEDULE', preferredDate: '2030-05-20' };
const COMPLETE: ConsultationEvent = { type: 'COMPLETE', resultType: 'exito' };
const DELETE: ConsultationEvent = { type: 'DELETE' };

test('a new consultation starts pending', () => {
  const actor = createActor(consultationMachine).start();
  assert.is(actor.getSnapshot().value, 'pending');
  actor.stop();
});

test('the full path pending → rescheduled → confirmed → completed is walked with an actor', () => {
  const actor = createActor(consultationMachine).start();
  actor.send(RESCHEDULE);
  assert.is(actor.getSnapshot().value, 'rescheduled');
  actor.send(CONFIRM);
  assert.is(actor.getSnapshot().value, 'confirmed');
  actor.send({ type: 'COMPLETE', resultType: 'reaplicar' });
  assert.is(actor.getSnapshot().value, 'completed');
  actor.send(CONFIRM);
  actor.send({ type: 'COMPLETE', resultType: 'exito' });
  assert.is(actor.getSnapshot().value, 'completed', 'a completed consultation ignores confirm and a second complete');
  actor.stop();
});

test('a completed consultation is reopened by rescheduling: confirmed and completed again, as often as needed', async () => {
  const actor = createActor(consultationMachine).start();
  const seen: string[] = [];
  actor.subscribe((snapshot) => seen.push(String(snapshot.value)));
  for (const round of [1, 2]) {
    actor.send(CONFIRM);
    actor.send({ type: 'COMPLETE', resultType: round === 1 ? 'reaplicar' : 'exito' });
    assert.is(actor.getSnapshot().value, 'completed', `round ${round} completes`);
    actor.send({ type: 'RESCHEDULE', preferredDate: '2031-03-04' });
    assert.is(actor.getSnapshot().value, 'rescheduled', `round ${round}: rescheduling reopens it`);
  }
  actor.send({ type: 'RESCHEDULE', preferredDate: 'mañana' } as ConsultationEvent);
  assert.is(actor.getSnapshot().value, 'rescheduled', 'a malformed date is still refused');
  assert.equal(seen, ['confirmed', 'completed', 'rescheduled', 'confirmed', 'completed', 'rescheduled', 'rescheduled']);
  actor.stop();
});

test('the transition matrix: what each status allows and refuses', () => {
  const expected: Record<string, Record<string, string | null>> = {
    pending: { CONFIRM: 'confirmed', RESCHEDULE: 'rescheduled', COMPLETE: null, DELETE: 'deleted' },
    confirmed: { CONFIRM: null, RESCHEDULE: 'rescheduled', COMPLETE: 'completed', DELETE: 'deleted' },
    rescheduled: { CONFIRM: 'confirmed', RESCHEDULE: 'rescheduled', COMPLETE: null, DELETE: 'deleted' },
    completed: { CONFIRM: null, RESCHEDULE: 'rescheduled', COMPLETE: null, DELETE: 'deleted' },
  };
  const events = { CONFIRM, RESCHEDULE, COMPLETE, DELETE };
  for (const [status, row] of Object.entries(expected)) {
    for (const [name, target] of Object.entries(row)) {
      const event = events[name as keyof typeof events];
      assert.is(canApply(status, event), target !== null, `${name} from ${status}`);
      assert.is(nextStatus(status, event), target, `${name} from ${status} leads to ${target}`);
    }
  }
});

test('completing needs a valid result type', () => {
  const confirmed = consultationMachine.resolveState({ value: 'confirmed' });
  assert.ok(confirmed.can({ type: 'COMPLETE', resultType: 'exito' }));
  assert.ok(confirmed.can({ type: 'COMPLETE', resultType: 'reaplicar' }));
  assert.not.ok(confirmed.can({ type: 'COMPLETE' } as ConsultationEvent));
  assert.not.ok(confirmed.can({ type: 'COMPLETE', resultType: 'aprobado' } as unknown as ConsultationEvent));
  assert.not.ok(confirmed.can({ type: 'COMPLETE', resultType: '' } as unknown as ConsultationEvent));
});

test('rescheduling needs a YYYY-MM-DD date', () => {
  assert.ok(canApply('pending', { type: 'RESCHEDULE', preferredDate: '2031-01-02' }));
  assert.not.ok(canApply('pending', { type: 'RESCHEDULE', preferredDate: '' }));
  assert.not.ok(canApply('pending', { type: 'RESCHEDULE', preferredDate: '02/01/2031' }));
  assert.not.ok(canApply('pending', { type: 'RESCHEDULE' } as ConsultationEvent));
});

test('an unknown stored status, like the legacy pending_interview, is treated as pending', () => {
  assert.is(normalizeStatus('pending_interview'), 'pending');
  assert.is(normalizeStatus(''), 'pending');
  assert.is(normalizeStatus(null), 'pending');
  assert.is(normalizeStatus('confirmed'), 'confirmed');
  assert.ok(canApply('pending_interview', CONFIRM));
  assert.not.ok(canApply('pending_interview', COMPLETE));
  assert.equal(allowedActions('pending_interview'), allowedActions('pending'));
});

test('allowedActions lists the buttons each status shows', () => {
  assert.equal(allowedActions('pending'), ['confirm', 'reschedule', 'delete']);
  assert.equal(allowedActions('confirmed'), ['reschedule', 'complete', 'delete']);
  assert.equal(allowedActions('rescheduled'), ['confirm', 'reschedule', 'delete']);
  assert.equal(allowedActions('completed'), ['reschedule', 'delete']);
});

test('sourceStatuses gives the statuses a conditional update may start from', () => {
  assert.equal(sourceStatuses(CONFIRM), ['pending', 'rescheduled']);
  assert.equal(sourceStatuses(RESCHEDULE), ['pending', 'confirmed', 'rescheduled', 'completed']);
  assert.equal(sourceStatuses(COMPLETE), ['confirmed']);
  assert.equal(sourceStatuses(DELETE), ['pending', 'confirmed', 'rescheduled', 'completed']);
});

test.run();
