import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
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

/**
 * A part of the page React hydrates on its own, after the page is usable, in short tasks it yields between:
 * a Suspense boundary around server-rendered HTML is hydrated at idle priority, and a press on a part not
 * hydrated yet hydrates that part first, then acts (React's selective hydration). Nothing inside suspends:
 * the boundary only splits the work, and its fallback is never shown.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

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

  // A button pressed before the app ran acts now (heldPresses.ts). Its section may not be hydrated yet: the
  // press hydrates it first, which React can do only outside its own commit, hence once this effect is over.
  useEffect(() => queueMicrotask(replayHeldPresses), []);

  // Each section is hydrated apart, so none holds the main thread long
  // (docs/decisions/0228-the-landing-hydrates-section-by-section.md).
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <HydratedApart>
        <SiteHeader onBook={openAppointment} />
      </HydratedApart>
      <main id="contenido">
        <h1 className="is-sr-only">{TEXTS.pageHeading}</h1>
        <HydratedApart>
          <HeroCarousel onRequestEvaluation={openAppointment} />
        </HydratedApart>
        <HydratedApart>
          <Testimonial onRequestEvaluation={openAppointment} />
        </HydratedApart>
        <HydratedApart>
          <ServiceSteps onRequestAppointment={openAppointment} />
        </HydratedApart>
        <HydratedApart>
          <ContactSection onSent={onContactSent} />
        </HydratedApart>
      </main>
      <HydratedApart>
        <SiteFooter />
      </HydratedApart>
      <HydratedApart>
        <AppointmentModal open={appointmentOpen} prefill={prefill} onClose={() => setAppointmentOpen(false)} onBooked={onBooked} />
      </HydratedApart>
    </>
  );
}
