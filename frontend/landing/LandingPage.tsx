import { useCallback, useEffect, useState } from 'react';
import type { ContactFormValues } from '../forms/contactRequestForm.ts';
import { AppointmentModal } from './AppointmentModal.tsx';
import { ContactSection } from './ContactSection.tsx';
import { replayHeldPresses } from './heldPresses.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { ServiceSteps } from './ServiceSteps.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { Testimonial } from './Testimonial.tsx';
import { TEXTS } from './texts.ts';

/** `/`: the sections of docs/product-rules.md (Landing page) in order, sharing one appointment modal. */
export function LandingPage() {
  const [appointmentOpen, setAppointmentOpen] = useState(false);
  const [prefill, setPrefill] = useState<ContactFormValues | null>(null);

  const openAppointment = useCallback(() => setAppointmentOpen(true), []);
  const onContactSent = useCallback((sent: ContactFormValues) => {
    setPrefill(sent);
    setAppointmentOpen(true);
  }, []);
  const onBooked = useCallback(() => {
    setAppointmentOpen(false);
    setPrefill(null);
  }, []);

  // Every section has been hydrated before this runs: a button pressed before the app ran acts now (heldPresses.ts).
  useEffect(replayHeldPresses, []);

  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <SiteHeader onBook={openAppointment} />
      <main id="contenido">
        <h1 className="is-sr-only">{TEXTS.pageHeading}</h1>
        <HeroCarousel onRequestEvaluation={openAppointment} />
        <Testimonial onRequestEvaluation={openAppointment} />
        <ServiceSteps onRequestAppointment={openAppointment} />
        <ContactSection onSent={onContactSent} />
      </main>
      <SiteFooter />
      <AppointmentModal open={appointmentOpen} prefill={prefill} onClose={() => setAppointmentOpen(false)} onBooked={onBooked} />
    </>
  );
}
