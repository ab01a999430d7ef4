import { lazy, Suspense, type ComponentType } from 'react';
import type { AdminSummary } from '../../../schemas/generated/adminSummary.ts';
import { CarouselTab } from '../carousel/CarouselTab.tsx';
import { ConsultationsTab } from '../consultations/ConsultationsTab.tsx';
import { ContactsTab } from '../contacts/ContactsTab.tsx';
import { InterviewsTab } from '../interviews/InterviewsTab.tsx';
import { ResultsTab } from '../results/ResultsTab.tsx';
import { TEXTS } from '../texts.ts';

// The template editor brings CodeMirror: its own chunk, loaded the first time the tab opens.
const TemplatesTab = lazy(() => import('../templates/TemplatesTab.tsx'));

function LazyTemplatesTab() {
  return (
    <Suspense fallback={<p className="list-state" role="status">{TEXTS.list.loading}</p>}>
      <TemplatesTab />
    </Suspense>
  );
}

export interface AdminTab {
  /** Stable id, also the `?tab=` value in the address. */
  id: string;
  label: string;
  /** The count beside the label and what it counts (for screen readers); none when undefined. */
  count?: (summary: AdminSummary) => { value: number; meaning: string };
  Panel: ComponentType;
}

/**
 * The panel's tabs, in order (docs/product-rules.md). A new tab is one more entry here; its count comes from the summary.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'contactos',
    label: TEXTS.tabs.contacts,
    count: (s) => ({ value: s.unreadContacts, meaning: TEXTS.tabs.unread }),
    Panel: ContactsTab,
  },
  {
    id: 'entrevistas',
    label: TEXTS.tabs.interviews,
    count: (s) => ({ value: s.interviewsInProgress, meaning: TEXTS.tabs.inProgress }),
    Panel: InterviewsTab,
  },
  {
    id: 'consultas',
    label: TEXTS.tabs.consultations,
    count: (s) => ({ value: s.pendingConsultations, meaning: TEXTS.tabs.pending }),
    Panel: ConsultationsTab,
  },
  {
    id: 'resultados',
    label: TEXTS.tabs.results,
    count: (s) => ({ value: s.results.total, meaning: TEXTS.tabs.total }),
    Panel: ResultsTab,
  },
  { id: 'carrusel', label: TEXTS.tabs.carousel, Panel: CarouselTab },
  { id: 'plantillas', label: TEXTS.tabs.templates, Panel: LazyTemplatesTab },
];
