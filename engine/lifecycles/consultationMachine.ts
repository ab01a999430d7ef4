import { setup, transition } from 'xstate';
import { hasDayShape } from '../calendar/calendarDate.ts';
import { CONSULTATION_STATUSES, normalizeStatus, type ConsultationStatus } from './consultationStatus.ts';

/**
 * The lifecycle of a consultation request, shared by the back end (which enforces it) and the admin
 * screen (which shows only the buttons it allows). Pure: no I/O, no clock.
 *
 *   CONFIRM                 pending | rescheduled          → confirmed
 *   RESCHEDULE {date}       any status                     → rescheduled
 *   COMPLETE {resultType}   confirmed                      → completed
 *   DELETE                  any status                     → deleted
 *
 * Rescheduling a completed consultation reopens it (a client told 'Reaplicar' books again): it can be
 * confirmed and completed once more, and each completion files another result (docs/product-rules.md).
 */

export const RESULT_TYPES = ['exito', 'reaplicar'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export type ConsultationEvent =
  { type: 'CONFIRM' } | { type: 'RESCHEDULE'; preferredDate: string } | { type: 'COMPLETE'; resultType: ResultType } | { type: 'DELETE' };

export type ConsultationEventType = ConsultationEvent['type'];

const isResultType = (value: unknown): value is ResultType => RESULT_TYPES.includes(value as ResultType);

export const consultationMachine = setup({
  types: {
    events: {} as ConsultationEvent,
  },
  guards: {
    hasResultType: ({ event }) => event.type === 'COMPLETE' && isResultType(event.resultType),
    // Only the shape: the calendar check of the date (real day, not in the past) belongs to the request schema, which knows the clock.
    hasPreferredDate: ({ event }) => event.type === 'RESCHEDULE' && hasDayShape(event.preferredDate),
  },
}).createMachine({
  id: 'consultation',
  initial: 'pending',
  on: {
    DELETE: '.deleted',
    // From any status; re-entering rescheduled sets a new date again.
    RESCHEDULE: { target: '.rescheduled', reenter: true, guard: 'hasPreferredDate' },
  },
  states: {
    pending: {
      on: {
        CONFIRM: 'confirmed',
      },
    },
    confirmed: {
      on: {
        COMPLETE: { target: 'completed', guard: 'hasResultType' },
      },
    },
    rescheduled: {
      on: {
        CONFIRM: 'confirmed',
      },
    },
    completed: {},
    deleted: { type: 'final' },
  },
});

/** Whether `event` is a legal move from `status` (guards included). */
export function canApply(status: string | null | undefined, event: ConsultationEvent): boolean {
  return consultationMachine.resolveState({ value: normalizeStatus(status) }).can(event);
}

/** The state a legal `event` leads to from `status`; null when the machine refuses it. */
export function nextStatus(status: string | null | undefined, event: ConsultationEvent): ConsultationStatus | 'deleted' | null {
  if (!canApply(status, event)) return null;
  const [next] = transition(consultationMachine, consultationMachine.resolveState({ value: normalizeStatus(status) }), event);
  return next.value as ConsultationStatus | 'deleted';
}

export type ConsultationAction = 'confirm' | 'reschedule' | 'complete' | 'delete';

/** One valid event of each kind, used to ask the machine which buttons a status offers. */
const SAMPLE_EVENTS: Record<ConsultationAction, ConsultationEvent> = {
  confirm: { type: 'CONFIRM' },
  reschedule: { type: 'RESCHEDULE', preferredDate: '2000-01-01' },
  complete: { type: 'COMPLETE', resultType: 'exito' },
  delete: { type: 'DELETE' },
};

/** The actions staff may take on a consultation in `status`, in the order the buttons appear. */
export function allowedActions(status: string | null | undefined): ConsultationAction[] {
  return (Object.keys(SAMPLE_EVENTS) as ConsultationAction[]).filter((action) => canApply(status, SAMPLE_EVENTS[action]));
}

/** The statuses from which the machine accepts `event`: the WHERE clause of a conditional update. */
export function sourceStatuses(event: ConsultationEvent): ConsultationStatus[] {
  return CONSULTATION_STATUSES.filter((status) => canApply(status, event));
}
