import { useId, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { RESULT_TYPES, type ResultType } from '../../../engine/lifecycles/consultationMachine.ts';
import type { ConsultationItem } from '../../../schemas/generated/consultationPage.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.consultations;

export interface CompleteDialogProps {
  consultation: ConsultationItem;
  open: boolean;
  busy: boolean;
  onSubmit: (resultType: ResultType) => void;
  onClose: () => void;
}

/** Completing needs the outcome: Éxito or Reaplicar (nothing is preselected). */
export function CompleteDialog({ consultation, open, busy, onSubmit, onClose }: CompleteDialogProps) {
  const [outcome, setOutcome] = useState<ResultType | null>(null);
  const name = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.completeTitle}
      description={T.completeDescription(consultation.name)}
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {T.cancel}
          </button>
          <button
            type="button"
            className="button is-gold"
            disabled={!outcome}
            aria-disabled={busy || undefined}
            onClick={() => outcome && !busy && onSubmit(outcome)}
          >
            {busy ? TEXTS.dialogs.working : T.complete}
          </button>
        </>
      }
    >
      <fieldset className="outcome-choice">
        <legend>{T.outcome}</legend>
        {RESULT_TYPES.map((type) => (
          <label key={type} className={`outcome-option is-${type}${outcome === type ? ' is-chosen' : ''}`}>
            <input type="radio" name={name} value={type} checked={outcome === type} onChange={() => setOutcome(type)} />
            <span>{T.outcomes[type]}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
