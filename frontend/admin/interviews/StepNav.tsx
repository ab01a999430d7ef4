import type { InterviewStep } from '../../../engine/interview/types.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

export interface StepNavProps {
  steps: InterviewStep[];
  current: number;
  disabled: boolean;
  onSelect: (step: number) => void;
}

/** The seven step buttons (free navigation) and the progress bar. */
export function StepNav({ steps, current, disabled, onSelect }: StepNavProps) {
  return (
    <div className="interview-steps">
      <nav aria-label={T.steps}>
        <ol className="interview-step-list">
          {steps.map((step) => (
            <li key={step.key}>
              <button
                type="button"
                className={`button is-small ${step.number === current ? 'is-current' : 'is-white'}`}
                aria-current={step.number === current ? 'step' : undefined}
                aria-disabled={disabled || undefined}
                onClick={() => !disabled && step.number !== current && onSelect(step.number)}
              >
                <span className="interview-step-number">{step.number}</span>
                <span className="interview-step-title">{step.title}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <progress className="progress is-small interview-progress" value={current} max={steps.length} aria-label={T.progress} />
      <p className="interview-step-of">{T.stepOf(current, steps.length)}</p>
    </div>
  );
}
