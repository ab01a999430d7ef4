import { useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { whatsappUrl } from '../app/brand.ts';
import { ServiceIcon } from './ServiceIcon.tsx';
import { TEXTS, type ServiceKey } from './texts.ts';

/** 'TU RUTA MIGRATORIA PASO A PASO': four cards, each opening its info modal (one at a time). */
export function ServiceSteps({ onRequestAppointment }: { onRequestAppointment: () => void }) {
  const [openKey, setOpenKey] = useState<ServiceKey | null>(null);
  const close = () => setOpenKey(null);

  return (
    <section id="servicios" className="section steps-section" aria-labelledby="steps-title">
      <div className="container">
        <p className="eyebrow">{TEXTS.steps.eyebrow}</p>
        <h2 id="steps-title" className="section-title">
          {TEXTS.steps.title}
        </h2>
        <p className="section-intro">{TEXTS.steps.intro}</p>
        <ol className="steps-grid">
          {TEXTS.steps.services.map((service, i) => (
            <li key={service.key}>
              <button
                type="button"
                className="step-card"
                data-service={service.key}
                data-step={String(i + 1).padStart(2, '0')}
                onClick={() => setOpenKey(service.key)}
              >
                <span className="step-icon">
                  <ServiceIcon service={service.key} />
                </span>
                <span className="step-title">{service.title}</span>
                <span className="step-summary">{service.summary}</span>
                <span className="step-more">
                  {TEXTS.steps.more} <span aria-hidden="true">→</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>

      {TEXTS.steps.services.map((service) => {
        const passport = service.key === 'pasaporte';
        return (
          <Modal
            key={service.key}
            open={openKey === service.key}
            onClose={close}
            title={service.title}
            className="service-modal"
            footer={
              passport ? (
                <a className="button is-whatsapp" href={whatsappUrl()} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {TEXTS.steps.writeNow}
                </a>
              ) : (
                <button
                  type="button"
                  className="button is-gold"
                  onClick={() => {
                    close();
                    onRequestAppointment();
                  }}
                >
                  {TEXTS.steps.requestNow}
                </button>
              )
            }
          >
            <div className="service-modal-icon">
              <ServiceIcon service={service.key} />
            </div>
            <p>{service.details}</p>
            <ul className="check-list">
              {service.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {passport && <p className="service-modal-prompt">{TEXTS.steps.passportPrompt}</p>}
          </Modal>
        );
      })}
    </section>
  );
}
