import { useLayoutEffect, useRef } from 'react';
import { useScrollEdges } from '../../components/useScrollEdges.ts';
import type { InterviewTemplateStep } from './interviewApi.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

export interface StepNavProps {
  steps: InterviewTemplateStep[];
  current: number;
  disabled: boolean;
  onSelect: (step: number) => void;
}

/** The seven step buttons (free navigation) and the progress bar. Where the row scrolls sideways, a fade at an edge says there are more steps that way. */
export function StepNav({ steps, current, disabled, onSelect }: StepNavProps) {
  const list = useRef<HTMLOListElement>(null);
  const frame = useRef<HTMLElement>(null);
  useScrollEdges(frame, list);
  // Where the row scrolls sideways (a phone), the current step is centred in it; only the row scrolls, not the dialog.
  useLayoutEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  }, [current]);
  return (
    <div className="interview-steps">
      <nav ref={frame} className="interview-step-nav" aria-label={T.steps}>
        <ol className="interview-step-list" ref={list}>
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
