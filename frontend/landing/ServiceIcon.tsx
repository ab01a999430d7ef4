import type { ServiceKey } from './texts.ts';

const PATHS: Record<ServiceKey, string> = {
  // A passport booklet with a globe.
  pasaporte:
    'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-4 11h8M8 11h8M12 7c-1.2 1.1-1.8 2.4-1.8 4s.6 2.9 1.8 4c1.2-1.1 1.8-2.4 1.8-4s-.6-2.9-1.8-4z',
  // A clipboard with a check mark.
  evaluacion: 'M9 4h6v3H9zM7 5.5H6a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1h-1M8.5 14l2.5 2.5 4.5-5',
  // A stamped document.
  aplicacion: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 15h4M15.5 19.5a2 2 0 1 0 0-.01',
  // A plane taking off.
  seguimiento: 'M3 20h18M4.5 14.5l3 .8L17 10.5a1.8 1.8 0 0 1 2.5 2.3l-10 5-4.2-1.4zM8 11.8l-2.6-2.9 1.8-.6 4.3 1.6',
};

export function ServiceIcon({ service }: { service: ServiceKey }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[service]} />
    </svg>
  );
}
