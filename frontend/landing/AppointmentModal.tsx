import { useEffect, useRef, type FormEvent } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ContactField, HoneypotField } from '../forms/ContactField.tsx';
import { toContactRequest, type ContactFormValues } from '../forms/contactRequestForm.ts';
import { useContactForm } from '../forms/useContactForm.ts';
import { useContactSubmission } from '../forms/useContactSubmission.ts';
import { useFormBeforeApp } from '../forms/useFormBeforeApp.ts';
import { useToast } from '../toast/toastContext.ts';
import { withCode } from './failureToast.ts';
import { TEXTS } from './texts.ts';

export interface AppointmentModalProps {
  open: boolean;
  /** Data sent from the inline form; when set, the modal starts with it and says so. */
  prefill: ContactFormValues | null;
  onClose: () => void;
  onBooked: () => void;
}

/**
 * 'Agendar Consulta Migratoria' (POST /api/consultations). What someone typed survives closing and
 * reopening, and any failure; it is cleared only once the appointment is booked.
 */
export function AppointmentModal({ open, prefill, onClose, onBooked }: AppointmentModalProps) {
  const form = useContactForm();
  const { submit, submitting } = useContactSubmission('/api/consultations');
  const { toast } = useToast();
  const formElement = useRef<HTMLFormElement>(null);
  const beforeApp = useFormBeforeApp(formElement, form.values, form.change);
  const { reset } = form;

  useEffect(() => {
    if (prefill) reset(prefill);
  }, [prefill, reset]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !(await form.check(formElement.current))) return;
    const result = await submit(toContactRequest(form.values));
    if (result.ok === 'ignored') return;
    if (result.ok) {
      form.reset();
      toast(TEXTS.toasts.appointmentSuccess);
      onBooked();
    } else {
      form.setErrors(result.fieldErrors);
      toast({ ...withCode(TEXTS.toasts.appointmentError, result.code), variant: 'destructive' });
    }
  };

  const fieldProps = { formId: 'cita', values: form.values, errors: form.errors, onChange: form.change };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="large"
      className="appointment-modal"
      title={TEXTS.appointment.title}
      description={prefill ? TEXTS.appointment.descriptionPrefilled : TEXTS.appointment.description}
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {TEXTS.appointment.cancel}
          </button>
          <button type="submit" form="appointment-form" className="button is-gold" aria-disabled={submitting}>
            {submitting ? TEXTS.appointment.submitting : TEXTS.appointment.submit}
          </button>
        </>
      }
    >
      <form
        id="appointment-form"
        ref={formElement}
        {...beforeApp}
        noValidate
        onSubmit={onSubmit}
        onFocus={form.warmUp}
        aria-busy={submitting}
      >
        <fieldset className="form-section">
          <legend>{TEXTS.appointment.personalSection}</legend>
          <div className="form-grid">
            <ContactField field="name" {...fieldProps} />
            <ContactField field="email" {...fieldProps} />
            <ContactField field="phone" {...fieldProps} />
            <ContactField field="address" {...fieldProps} />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>{TEXTS.appointment.appointmentSection}</legend>
          <div className="form-grid">
            <ContactField field="country" {...fieldProps} />
            <ContactField field="preferredDate" {...fieldProps} />
          </div>
          <ContactField field="message" {...fieldProps} />
        </fieldset>
        <HoneypotField formId="cita" value={form.values.website} onChange={(value) => form.change('website', value)} />
        <div className="cost-box" role="note">
          <p className="cost-title">{TEXTS.appointment.costTitle}</p>
          <p>{TEXTS.appointment.costBody}</p>
        </div>
      </form>
    </Modal>
  );
}
