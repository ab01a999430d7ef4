import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TEXTS } from '../texts.ts';
import { monthGrid, monthOf, monthTitle, moveFocus, shiftMonth, spokenDay } from './calendarMonth.ts';

export interface MonthCalendarProps {
  /** The chosen day ('YYYY-MM-DD') or null. */
  value: string | null;
  onChange: (day: string) => void;
  /** Days before this one are shown but cannot be chosen (today, for a new appointment). */
  minDay: string;
  /** The day the calendar opens on when nothing is chosen. */
  initialDay?: string;
}

/**
 * A month grid after the WAI-ARIA date-picker pattern: one day is in the tab order; arrows move by
 * day and week, Home/End to the week's edges, PageUp/PageDown by month (with Shift, by year); Enter or
 * Space chooses. Past days stay reachable (so the arrows never jump) but are marked unavailable.
 */
export function MonthCalendar({ value, onChange, minDay, initialDay }: MonthCalendarProps) {
  const start = value ?? (initialDay && initialDay >= minDay ? initialDay : minDay);
  const [focusedDay, setFocusedDay] = useState(start);
  const shown = monthOf(focusedDay);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocusPending = useRef(false);
  const titleId = useId();
  const helpId = useId();

  useEffect(() => {
    if (!moveFocusPending.current) return;
    moveFocusPending.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  const goTo = (day: string, takeFocus: boolean) => {
    moveFocusPending.current = takeFocus;
    setFocusedDay(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focusedDay, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    goTo(next, true);
  };

  const choose = (day: string) => {
    goTo(day, false);
    if (day >= minDay) onChange(day);
  };

  const firstShownDay = `${shown.year}-${String(shown.month).padStart(2, '0')}-01`;
  const canGoBack = firstShownDay > minDay;
  const changeMonth = (count: number) => {
    const target = shiftMonth(shown, count);
    const day = `${target.year}-${String(target.month).padStart(2, '0')}-01`;
    setFocusedDay(day < minDay ? minDay : day);
  };

  return (
    <div className="month-calendar">
      <div className="month-calendar-head">
        <button
          type="button"
          className="month-calendar-nav"
          aria-label={TEXTS.calendar.previousMonth}
          disabled={!canGoBack}
          onClick={() => changeMonth(-1)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h3 id={titleId} className="month-calendar-title" aria-live="polite">
          {monthTitle(shown)}
        </h3>
        <button type="button" className="month-calendar-nav" aria-label={TEXTS.calendar.nextMonth} onClick={() => changeMonth(1)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table
        ref={grid}
        className="month-calendar-grid"
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {TEXTS.calendar.weekdayShort.map((short, i) => (
              <th key={short} scope="col" abbr={TEXTS.calendar.weekdayNames[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} role="gridcell" aria-hidden="true" />;
                const past = day < minDay;
                const selected = day === value;
                const today = day === minDay;
                return (
                  <td key={day} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      data-day={day}
                      className={`month-calendar-day${selected ? ' is-selected' : ''}${today ? ' is-today' : ''}`}
                      tabIndex={day === focusedDay ? 0 : -1}
                      aria-disabled={past || undefined}
                      aria-label={`${spokenDay(day)}${today ? `, ${TEXTS.calendar.today}` : ''}${past ? `, ${TEXTS.calendar.pastDay}` : ''}`}
                      onClick={() => choose(day)}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="is-sr-only">
        {TEXTS.calendar.help}
      </p>
    </div>
  );
}
