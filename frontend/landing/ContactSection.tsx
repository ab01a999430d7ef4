import { useRef, type FormEvent } from 'react';
import { BUSINESS_COUNTRY, CONTACT_EMAIL, formatWhatsappNumber, whatsappNumber, whatsappUrl } from '../app/brand.ts';
import { ContactField, HoneypotField } from '../forms/ContactField.tsx';
import { toContactRequest, type ContactFormValues } from '../forms/contactRequestForm.ts';
import { useContactForm } from '../forms/useContactForm.ts';
import { useContactSubmission } from '../forms/useContactSubmission.ts';
import { useFormBeforeApp } from '../forms/useFormBeforeApp.ts';
import { useToast } from '../toast/toastContext.ts';
import { withCode } from './failureToast.ts';
import { TEXTS } from './texts.ts';

/**
 * The contact section: the inline form (POST /api/contacts) and the business's contact details.
 * On success the form empties and the appointment modal opens with what was sent; on failure every
 * typed value stays.
 */
export function ContactSection({ onSent }: { onSent: (sent: ContactFormValues) => void }) {
  const form = useContactForm();
  const { submit, submitting } = useContactSubmission('/api/contacts');
  const { toast } = useToast();
  const formElement = useRef<HTMLFormElement>(null);
  const beforeApp = useFormBeforeApp(formElement, form.values, form.change);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !(await form.check(formElement.current))) return;
    const request = toContactRequest(form.values);
    const result = await submit(request);
    if (result.ok === 'ignored') return;
    if (result.ok) {
      const sent = { ...form.values, ...request, message: request.message ?? '', website: '' };
      form.reset();
      toast(TEXTS.toasts.contactSuccess);
      onSent(sent);
    } else {
      form.setErrors(result.fieldErrors);
      toast({ ...withCode(TEXTS.toasts.contactError, result.code), variant: 'destructive' });
    }
  };

  const number = whatsappNumber();
  return (
    <section id="contact-section" className="section contact-section" aria-labelledby="contact-title">
      <div className="container">
        <div className="contact-layout">
          <div className="contact-form-card">
            <p className="eyebrow">{TEXTS.contact.eyebrow}</p>
            <h2 id="contact-title" className="section-title is-left">
              {TEXTS.contact.title}
            </h2>
            <p className="section-intro is-left">{TEXTS.contact.intro}</p>
            <form
              ref={formElement}
              className="contact-form"
              {...beforeApp}
              noValidate
              onSubmit={onSubmit}
              onFocus={form.warmUp}
              aria-busy={submitting}
            >
              <p className="form-note">{TEXTS.form.requiredNote}</p>
              <div className="form-grid">
                {(['name', 'email', 'phone', 'address', 'country', 'preferredDate'] as const).map((field) => (
                  <ContactField
                    key={field}
                    field={field}
                    formId="contacto"
                    values={form.values}
                    errors={form.errors}
                    onChange={form.change}
                  />
                ))}
              </div>
              <ContactField field="message" formId="contacto" values={form.values} errors={form.errors} onChange={form.change} />
              <HoneypotField formId="contacto" value={form.values.website} onChange={(value) => form.change('website', value)} />
              <button type="submit" className="button is-gold is-medium is-fullwidth-mobile" aria-disabled={submitting}>
                {submitting ? TEXTS.contact.submitting : TEXTS.contact.submit}
              </button>
            </form>
          </div>
          <aside className="contact-details" aria-labelledby="contact-details-title">
            <h3 id="contact-details-title" className="contact-details-title">
              {TEXTS.contact.detailsTitle}
            </h3>
            <dl>
              <div>
                <dt>{TEXTS.contact.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </dd>
              </div>
              <div>
                <dt>{TEXTS.contact.whatsappLabel}</dt>
                <dd>
                  <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="whatsapp-link">
                    {TEXTS.contact.whatsappLink}
                  </a>
                  <span className="contact-number">{formatWhatsappNumber(number)}</span>
                </dd>
              </div>
              <div>
                <dt>{TEXTS.contact.countryLabel}</dt>
                <dd>{BUSINESS_COUNTRY}</dd>
              </div>
              <div>
                <dt>{TEXTS.contact.hoursLabel}</dt>
                <dd>{TEXTS.contact.hours}</dd>
              </div>
            </dl>
            <div className="cost-box is-on-dark">
              <p className="cost-title">{TEXTS.appointment.costTitle}</p>
              <p>{TEXTS.appointment.costBody}</p>
            </div>
          </aside>
        </div>
      </div>
    </section>
  );
}
