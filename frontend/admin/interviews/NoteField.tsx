import type { NoteSaveState } from './noteAutosaver.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

export interface NoteFieldProps {
  id: string;
  value: string;
  state: NoteSaveState;
  disabled?: boolean;
  onChange: (note: string) => void;
}

const stateText = (state: NoteSaveState): string => {
  switch (state.state) {
    case 'retrying':
      return T.noteState.retrying(Math.round(state.retryInMs / 1000));
    case 'failed':
      return T.noteState.failed(state.message);
    default:
      return T.noteState[state.state];
  }
};

/** The consultant's note of the step, saved a second after typing stops; its save state beside it. */
export function NoteField({ id, value, state, disabled, onChange }: NoteFieldProps) {
  return (
    <div className="field interview-note">
      <label className="label" htmlFor={id}>
        {T.note}
      </label>
      <div className="control">
        <textarea
          id={id}
          className="textarea"
          rows={3}
          maxLength={5000}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <p className={`help interview-note-state is-${state.state}`} role="status" data-state={state.state}>
        {stateText(state)}
      </p>
    </div>
  );
}
