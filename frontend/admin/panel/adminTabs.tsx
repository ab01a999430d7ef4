import { lazy, Suspense, type ComponentType } from 'react';
import { roleCan, type Permission } from '../../../engine/staff/roles.ts';
import type { AdminSummary } from '../../../schemas/generated/adminSummary.ts';
import { CarouselTab } from '../carousel/CarouselTab.tsx';
import { ConsultationsTab } from '../consultations/ConsultationsTab.tsx';
import { ContactsTab } from '../contacts/ContactsTab.tsx';
import { InterviewsTab } from '../interviews/InterviewsTab.tsx';
import { ResultsTab } from '../results/ResultsTab.tsx';
import { TEXTS } from '../texts.ts';

/** What every tab's panel is told: whether it is the open one (a tab once opened stays mounted, hidden). */
export interface TabPanelProps {
  shown: boolean;
}

/** A tab in its own chunk, loaded the first time it opens. */
function lazyTab(load: () => Promise<{ default: ComponentType<TabPanelProps> }>): ComponentType<TabPanelProps> {
  const Tab = lazy(load);
  return function LazyTab(props: TabPanelProps) {
    return (
      <Suspense
        fallback={
          <p className="list-state" role="status">
            {TEXTS.list.loading}
          </p>
        }
      >
        <Tab {...props} />
      </Suspense>
    );
  };
}

// The template editor brings CodeMirror; the team and activity tabs are for administradores only:
// other roles never download them.
const TemplatesTab = lazyTab(() => import('../templates/TemplatesTab.tsx'));
const StaffTab = lazyTab(() => import('../staff/StaffTab.tsx'));
const ActivityTab = lazyTab(() => import('../activity/ActivityTab.tsx'));

export interface AdminTab {
  /** Stable id, also the `?tab=` value in the address. */
  id: string;
  label: string;
  /** Who sees the tab: the roles granted this permission (engine/staff/roles.ts). */
  permission: Permission;
  /** The count beside the label and what it counts (for screen readers); none when undefined. */
  count?: (summary: AdminSummary) => { value: number; meaning: string };
  Panel: ComponentType<TabPanelProps>;
}

/**
 * The panel's tabs, in order (docs/product-rules.md). A new tab is one more entry here; its count comes
 * from the summary. Each role sees the tabs its permissions open (tabsFor).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'contactos',
    permission: 'contacts',
    label: TEXTS.tabs.contacts,
    count: (s) => ({ value: s.unreadContacts, meaning: TEXTS.tabs.unread }),
    Panel: ContactsTab,
  },
  {
    id: 'entrevistas',
    permission: 'interviews',
    label: TEXTS.tabs.interviews,
    count: (s) => ({ value: s.interviewsInProgress, meaning: TEXTS.tabs.inProgress }),
    Panel: InterviewsTab,
  },
  {
    id: 'consultas',
    permission: 'consultations',
    label: TEXTS.tabs.consultations,
    count: (s) => ({ value: s.pendingConsultations, meaning: TEXTS.tabs.pending }),
    Panel: ConsultationsTab,
  },
  {
    id: 'resultados',
    permission: 'results',
    label: TEXTS.tabs.results,
    count: (s) => ({ value: s.results.total, meaning: TEXTS.tabs.total }),
    Panel: ResultsTab,
  },
  { id: 'carrusel', permission: 'carousel', label: TEXTS.tabs.carousel, Panel: CarouselTab },
  { id: 'plantillas', permission: 'templates', label: TEXTS.tabs.templates, Panel: TemplatesTab },
  { id: 'equipo', permission: 'staff', label: TEXTS.tabs.staff, Panel: StaffTab },
  { id: 'actividad', permission: 'activity', label: TEXTS.tabs.activity, Panel: ActivityTab },
];

/** The tabs `role` may open, in the panel's order; the first is where the panel opens by default. */
export function tabsFor(role: string): readonly AdminTab[] {
  return ADMIN_TABS.filter((tab) => roleCan(role, tab.permission));
}
