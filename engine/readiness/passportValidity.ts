import { addMonths, dayOf } from './dates.ts';
import { FIELD_PATHS } from './fieldPaths.ts';
import type { ReadinessRule } from './types.ts';
import { formatNumericDay } from '../calendar/formatDate.ts';
import { valueAt } from '../json/valueAt.ts';

/** docs/product-rules.md, Application readiness: the passport must be valid at least this long after the trip. */
export const PASSPORT_MONTHS_AFTER_EXIT = 6;

/**
 * The passport must stay valid 6 months past the planned exit date. Without an exit date the entry
 * date is used, and without either, today: a passport that is about to expire is worth a warning anyway.
 */
export const passportValidity: ReadinessRule = ({ data, today }) => {
  const expiry = dayOf(valueAt(data, FIELD_PATHS.passportExpiryDate));
  if (!expiry) return [];
  const exit = dayOf(valueAt(data, FIELD_PATHS.exitDate));
  const entry = dayOf(valueAt(data, FIELD_PATHS.entryDate));
  const reference = exit ?? entry ?? today;
  const needed = addMonths(reference, PASSPORT_MONTHS_AFTER_EXIT);
  if (expiry >= needed) return [];
  const after = exit ? 'la fecha prevista de salida' : entry ? 'la fecha prevista de entrada' : 'hoy';
  return [
    {
      code: 'passport-validity',
      message: `El pasaporte vence el ${formatNumericDay(expiry)}: debe tener al menos ${PASSPORT_MONTHS_AFTER_EXIT} meses de vigencia después de ${after} (hasta el ${formatNumericDay(needed)} como mínimo).`,
      fieldPaths: [FIELD_PATHS.passportExpiryDate, ...(exit ? [FIELD_PATHS.exitDate] : entry ? [FIELD_PATHS.entryDate] : [])],
    },
  ];
};
