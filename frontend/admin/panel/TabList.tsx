import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useScrollEdges } from '../../components/useScrollEdges.ts';
import type { AdminSummary } from '../../../schemas/generated/adminSummary.ts';
import { TEXTS } from '../texts.ts';
import type { AdminTab } from './adminTabs.tsx';

export const tabId = (id: string) => `admin-tab-${id}`;
export const panelId = (id: string) => `admin-panel-${id}`;

/** WAI-ARIA tabs: arrows, Home and End move between tabs and open them (automatic activation). */
export function TabList({
  tabs,
  active,
  onSelect,
  summary,
}: {
  tabs: readonly AdminTab[];
  active: string;
  onSelect: (id: string) => void;
  summary?: AdminSummary;
}) {
  const list = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useScrollEdges(frame, list);
  // Where the strip scrolls sideways (on a phone), the open tab is brought into view (a tab opened from the
  // address or by the arrow keys) with a little of its neighbour, and a fade with an arrow marks each
  // edge the strip goes on past (useScrollEdges), which shows that it scrolls.
  // Only the strip scrolls: scrollIntoView would also move the page up or down. The counts widen the tabs
  // when they arrive: the open tab is brought into view again then.
  const counted = summary !== undefined;
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>(`#${tabId(active)}`);
    if (!strip || !tab) return;
    // The strip is the tabs' offsetParent (position: relative), so offsetLeft is measured from its start.
    const peek = Math.min(40, strip.clientWidth / 8);
    const start = tab.offsetLeft - peek;
    const end = tab.offsetLeft + tab.offsetWidth + peek;
    if (start < strip.scrollLeft) strip.scrollLeft = start;
    else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = end - strip.clientWidth;
  }, [active, counted]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(next.id)}`)?.focus();
  };
  return (
    <div ref={frame} className="admin-tabs-frame">
      <div ref={list} className="admin-tabs" role="tablist" aria-label={TEXTS.tabs.label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const count = summary && tab.count ? tab.count(summary) : null;
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="admin-tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              <span>{tab.label}</span>
              {count && (
                <span className={`count-pill${count.value > 0 ? ' is-active' : ''}`}>
                  <span aria-hidden="true">{count.value}</span>
                  <span className="is-sr-only">{TEXTS.tabs.countLabel(count.value, count.meaning)}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
