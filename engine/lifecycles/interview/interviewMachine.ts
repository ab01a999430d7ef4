import { assign, setup, transition } from 'xstate';
import { INTERVIEW_STEP_COUNT, INTERVIEW_STEP_KEYS, isInterviewStepKey, type InterviewStepKey } from '../../interview/types.ts';

/**
 * The lifecycle of a client interview, shared by the back end (which enforces it) and the interview
 * dialog (which offers only what it allows). Pure: no I/O, no clock.
 *
 *   GO_TO_STEP {step}               in_progress → in_progress, any step 1..7 (free navigation)
 *   SAVE_STEP {stepKey, note?}      in_progress → in_progress, on that step, its note kept
 *   SAVE_NOTE {stepKey, note, notedAt?}   in_progress → in_progress, the step's note only; the current
 *                                   step stays, and a note older than the one kept changes nothing
 *   FINALIZE {executiveSummary, rating}   in_progress on step 7 → completed
 *   REOPEN                          completed → in_progress (finalizing again gives a new result)
 *   DELETE                          any → deleted
 *
 * 'Finalizar Evaluación' is offered from step 7; an interview counts as completed (the card says
 * 'Completada') only once finalized (docs/decisions/0100-when-an-interview-counts-as-completed.md).
 */

export const INTERVIEW_STATUSES = ['in_progress', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export interface InterviewSummary {
  text: string;
  recommendedVisa: string;
  eligibilityLevel: string;
}

export type InterviewEvent =
  | { type: 'GO_TO_STEP'; step: number }
  | { type: 'SAVE_STEP'; stepKey: string; note?: string }
  /** `notedAt`: when the note was typed (ISO 8601, the browser's clock), to tell an older note from a newer one. */
  | { type: 'SAVE_NOTE'; stepKey: string; note: string; notedAt?: string }
  | { type: 'FINALIZE'; executiveSummary: InterviewSummary; rating: string }
  | { type: 'REOPEN' }
  | { type: 'DELETE' };

export interface InterviewContext {
  currentStep: number;
  /** The consultant's note per step key. */
  notes: Partial<Record<InterviewStepKey, string>>;
  /** When each step's note was typed, for the notes saved with a time (SAVE_NOTE's notedAt). */
  notesAt: Partial<Record<InterviewStepKey, string>>;
  executiveSummary: InterviewSummary | null;
  rating: string | null;
}

/** Where a stored interview stands, to resume its machine. */
export interface InterviewState {
  status: string | null | undefined;
  currentStep: number | null | undefined;
  notes?: Partial<Record<InterviewStepKey, string>> | null;
  notesAt?: Partial<Record<InterviewStepKey, string>> | null;
  executiveSummary?: InterviewSummary | null;
  rating?: string | null;
}

export const isStepNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INTERVIEW_STEP_COUNT;

/** A date and time Date.parse reads (the API's schema asks for ISO 8601). */
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The step number (1..7) of a step key. */
export const stepNumberOf = (key: InterviewStepKey): number => INTERVIEW_STEP_KEYS.indexOf(key) + 1;

/** An unknown stored status is read as in progress (nothing was finalized). */
export const normalizeInterviewStatus = (status: string | null | undefined): InterviewStatus =>
  status === 'completed' ? 'completed' : 'in_progress';

export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
  },
  guards: {
    isStepInRange: ({ event }) => event.type === 'GO_TO_STEP' && isStepNumber(event.step),
    isKnownStep: ({ event }) =>
      event.type === 'SAVE_STEP' && isInterviewStepKey(event.stepKey) && (event.note === undefined || typeof event.note === 'string'),
    isKnownNote: ({ event }) =>
      event.type === 'SAVE_NOTE' &&
      isInterviewStepKey(event.stepKey) &&
      typeof event.note === 'string' &&
      (event.notedAt === undefined || isInstant(event.notedAt)),
    canFinalize: ({ context, event }) =>
      event.type === 'FINALIZE' &&
      context.currentStep === INTERVIEW_STEP_COUNT &&
      typeof event.rating === 'string' &&
      event.rating.trim() !== '' &&
      typeof event.executiveSummary?.text === 'string',
  },
  actions: {
    goToStep: assign({ currentStep: ({ context, event }) => (event.type === 'GO_TO_STEP' ? event.step : context.currentStep) }),
    saveStep: assign(({ context, event }) => {
      if (event.type !== 'SAVE_STEP' || !isInterviewStepKey(event.stepKey)) return {};
      const notes = event.note === undefined ? context.notes : { ...context.notes, [event.stepKey]: event.note };
      return { currentStep: stepNumberOf(event.stepKey), notes };
    }),
    // A note is what was written on a step, not a move: sent late (queued while offline, retried), it
    // must not take the consultant back to that step, nor replace a note typed after it elsewhere.
    saveNote: assign(({ context, event }) => {
      if (event.type !== 'SAVE_NOTE' || !isInterviewStepKey(event.stepKey)) return {};
      const keptAt = context.notesAt[event.stepKey];
      if (event.notedAt !== undefined && keptAt !== undefined && Date.parse(keptAt) > Date.parse(event.notedAt)) return {};
      const notesAt = { ...context.notesAt };
      // A note without a time (another API client) is the newest for now; the next timed note replaces it.
      if (event.notedAt === undefined) delete notesAt[event.stepKey];
      else notesAt[event.stepKey] = event.notedAt;
      return { notes: { ...context.notes, [event.stepKey]: event.note }, notesAt };
    }),
    finalize: assign(({ event }) => (event.type === 'FINALIZE' ? { executiveSummary: event.executiveSummary, rating: event.rating } : {})),
  },
}).createMachine({
  id: 'interview',
  initial: 'in_progress',
  // A stored interview resumes through resolveInterview (its status and context), not through input.
  context: { currentStep: 1, notes: {}, notesAt: {}, executiveSummary: null, rating: null },
  on: {
    DELETE: '.deleted',
  },
  states: {
    in_progress: {
      on: {
        GO_TO_STEP: { guard: 'isStepInRange', actions: 'goToStep' },
        SAVE_STEP: { guard: 'isKnownStep', actions: 'saveStep' },
        SAVE_NOTE: { guard: 'isKnownNote', actions: 'saveNote' },
        FINALIZE: { guard: 'canFinalize', target: 'completed', actions: 'finalize' },
      },
    },
    completed: {
      on: {
        REOPEN: 'in_progress',
      },
    },
    deleted: { type: 'final' },
  },
});

/** The machine's snapshot for a stored interview. */
export function resolveInterview(state: InterviewState) {
  return interviewMachine.resolveState({
    value: normalizeInterviewStatus(state.status),
    context: {
      currentStep: isStepNumber(state.currentStep) ? state.currentStep : 1,
      notes: { ...(state.notes ?? {}) },
      notesAt: { ...(state.notesAt ?? {}) },
      executiveSummary: state.executiveSummary ?? null,
      rating: state.rating ?? null,
    },
  });
}

/** Why the machine refuses `event`, in Spanish, with the HTTP status: 400 for a bad request, 409 for the wrong moment. */
export interface InterviewRefusal {
  status: 400 | 409;
  message: string;
}

/** Null when `event` is a legal move for `state`; otherwise why not. */
export function interviewRefusal(state: InterviewState, event: InterviewEvent): InterviewRefusal | null {
  const snapshot = resolveInterview(state);
  if (snapshot.can(event)) return null;
  const status = normalizeInterviewStatus(state.status);
  switch (event.type) {
    case 'GO_TO_STEP':
      if (!isStepNumber(event.step)) return { status: 400, message: `El paso debe ser un número entero del 1 al ${INTERVIEW_STEP_COUNT}.` };
      break;
    case 'SAVE_STEP':
    case 'SAVE_NOTE':
      if (!isInterviewStepKey(event.stepKey)) {
        return { status: 400, message: `Paso desconocido «${String(event.stepKey)}»: los pasos son ${INTERVIEW_STEP_KEYS.join(', ')}.` };
      }
      if ((event.type === 'SAVE_NOTE' || event.note !== undefined) && typeof event.note !== 'string')
        return { status: 400, message: 'La nota del paso debe ser un texto.' };
      if (event.type === 'SAVE_NOTE' && event.notedAt !== undefined && !isInstant(event.notedAt)) {
        return { status: 400, message: 'La hora de la nota debe ser una fecha y hora ISO 8601.' };
      }
      break;
    case 'FINALIZE':
      if (status === 'completed')
        return { status: 409, message: 'La entrevista ya está completada: reábrala antes de finalizarla de nuevo.' };
      if (snapshot.context.currentStep !== INTERVIEW_STEP_COUNT) {
        return {
          status: 409,
          message: `La evaluación se finaliza desde el paso ${INTERVIEW_STEP_COUNT}; la entrevista está en el paso ${snapshot.context.currentStep}.`,
        };
      }
      return { status: 400, message: 'Falta la calificación o el resumen de la evaluación.' };
    case 'REOPEN':
      return { status: 409, message: 'La entrevista no está completada: no hay nada que reabrir.' };
  }
  if (status === 'completed') return { status: 409, message: 'La entrevista está completada: reábrala para cambiarla.' };
  return { status: 409, message: 'La entrevista no admite ese cambio ahora.' };
}

/** The state a legal `event` leads to; null when the machine refuses it. */
export function nextInterviewState(
  state: InterviewState,
  event: InterviewEvent,
): { status: InterviewStatus | 'deleted'; context: InterviewContext } | null {
  const snapshot = resolveInterview(state);
  if (!snapshot.can(event)) return null;
  const [next] = transition(interviewMachine, snapshot, event);
  return { status: next.value as InterviewStatus | 'deleted', context: next.context };
}

/** Whether the card says 'Completada': only once finalized, not merely on step 7. */
export const isInterviewCompleted = (status: string | null | undefined): boolean => normalizeInterviewStatus(status) === 'completed';
