import { useState, type FormEvent } from 'react';
import { INTERVIEW_REGIONS, type InterviewRegion } from '../../../engine/interview/types.ts';
import { Modal } from '../../components/Modal.tsx';
import { TEXTS } from '../texts.ts';
import { regionLabel } from './regionLabel.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';

export interface NewInterviewDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit: (value: { clientName: string; country: InterviewRegion }) => void;
  onClose: () => void;
}

/** 'Nueva Entrevista': the client's name (the create button stays disabled while it is blank) and the region. */
export function NewInterviewDialog({ open, busy, onSubmit, onClose }: NewInterviewDialogProps) {
  const [clientName, setClientName] = useState('');
  const [country, setCountry] = useState<InterviewRegion>('usa');
  const blank = clientName.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    onSubmit({ clientName: clientName.trim(), country });
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.newInterview}
      description={T.newDescription}
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {TEXTS.dialogs.cancel}
          </button>
          <button type="submit" form="new-interview-form" className="button is-primary" disabled={blank} aria-disabled={busy || undefined}>
            {busy ? T.creating : T.create}
          </button>
        </>
      }
    >
      <form id="new-interview-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="label" htmlFor="new-interview-name">
            {T.clientName} *
          </label>
          <div className="control">
            <input
              id="new-interview-name"
              className="input"
              value={clientName}
              maxLength={200}
              autoComplete="off"
              required
              onChange={(e) => setClientName(e.target.value)}
              data-autofocus
            />
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor="new-interview-country">
            {T.country}
          </label>
          <div className="control">
            <div className="select is-fullwidth">
              <select id="new-interview-country" value={country} onChange={(e) => setCountry(e.target.value as InterviewRegion)}>
                {INTERVIEW_REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {regionLabel(region)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      </form>
    </Modal>
  );
}
