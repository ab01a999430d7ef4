import { addMonths, dayOf } from './dates.ts';
import { TRIP_FIELDS } from './fieldPaths.ts';
import type { ReadinessRule, ReadinessWarning } from './types.ts';
import { formatNumericDay } from '../calendar/formatDate.ts';
import { valueAt } from '../json/valueAt.ts';

/**
 * Trips listed in the travel history must fall in the window the form asks about (docs/product-rules.md: the last
 * 10 years for the USA, 5 for the others): a trip that ended before it is not asked for and makes the
 * application inconsistent; a trip that starts after today has not happened yet.
 */
export const travelHistoryWindow: ReadinessRule = ({ template, data, today }) => {
  const { travelHistoryYears: years, travelHistoryLists: lists } = template.readiness;
  const windowStart = addMonths(today, -12 * years);
  const warnings: ReadinessWarning[] = [];
  for (const list of lists) {
    const trips = valueAt(data, list);
    if (!Array.isArray(trips)) continue;
    trips.forEach((trip, index) => {
      const arrival = dayOf(valueAt(trip, TRIP_FIELDS.arrival));
      const departure = dayOf(valueAt(trip, TRIP_FIELDS.departure));
      const ended = departure ?? arrival;
      if (!ended) return;
      const country = valueAt(trip, TRIP_FIELDS.country);
      const which = typeof country === 'string' && country.trim() ? `El viaje a ${country.trim()}` : `El viaje ${index + 1}`;
      const field = `${list}.${index}.${departure ? TRIP_FIELDS.departure : TRIP_FIELDS.arrival}`;
      if (ended < windowStart) {
        warnings.push({
          code: 'trip-outside-history-window',
          message: `${which} terminó el ${formatNumericDay(ended)}, antes de los últimos ${years} años (desde el ${formatNumericDay(windowStart)}) que pide este formulario.`,
          fieldPaths: [field],
        });
      } else if (arrival && arrival > today) {
        warnings.push({
          code: 'trip-outside-history-window',
          message: `${which} tiene fecha de llegada futura (${formatNumericDay(arrival)}): el historial solo incluye viajes ya realizados.`,
          fieldPaths: [`${list}.${index}.${TRIP_FIELDS.arrival}`],
        });
      }
    });
  }
  return warnings;
};
