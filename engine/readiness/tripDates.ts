import { dayOf } from './dates.ts';
import { FIELD_PATHS } from './fieldPaths.ts';
import type { ReadinessRule } from './types.ts';
import { formatNumericDay } from '../calendar/formatDate.ts';
import { valueAt } from '../json/valueAt.ts';

/** The planned exit cannot come before the planned entry (the same day is a valid day trip). */
export const tripDates: ReadinessRule = ({ data }) => {
  const entry = dayOf(valueAt(data, FIELD_PATHS.entryDate));
  const exit = dayOf(valueAt(data, FIELD_PATHS.exitDate));
  if (!entry || !exit || exit >= entry) return [];
  return [
    {
      code: 'exit-before-entry',
      message: `La fecha prevista de salida (${formatNumericDay(exit)}) es anterior a la de entrada (${formatNumericDay(entry)}).`,
      fieldPaths: [FIELD_PATHS.entryDate, FIELD_PATHS.exitDate],
    },
  ];
};
