import { isNotApplicable } from '../notApplicable/isNotApplicable.ts';
import { dayOf } from './dates.ts';
import { FIELD_PATHS } from './fieldPaths.ts';
import type { ReadinessRule, ReadinessWarning } from './types.ts';
import { formatNumericDay } from '../calendar/formatDate.ts';
import { valueAt } from '../json/valueAt.ts';

const euros = (amount: number) => `${new Intl.NumberFormat('es-DO').format(amount)} EUR`;

/**
 * Where the template sets a minimum (Schengen: 30,000 EUR, docs/product-rules.md), the travel insurance must cover
 * at least that amount, in euros, from the planned entry to the planned exit.
 */
export const insuranceCoverage: ReadinessRule = ({ template, data }) => {
  const minimum = template.readiness.minimumInsuranceEur;
  if (!minimum) return [];
  const warnings: ReadinessWarning[] = [];
  const amount = valueAt(data, FIELD_PATHS.insuranceCoverage);
  const currency = valueAt(data, FIELD_PATHS.insuranceCurrency);
  if (typeof currency === 'string' && currency && !isNotApplicable(currency) && currency !== 'EUR') {
    warnings.push({
      code: 'insurance-currency',
      message: `La cobertura del seguro debe expresarse en euros: el mínimo exigido es ${euros(minimum)}.`,
      fieldPaths: [FIELD_PATHS.insuranceCurrency],
    });
  } else if (typeof amount === 'number' && amount < minimum) {
    warnings.push({
      code: 'insurance-coverage-too-low',
      message: `La cobertura del seguro (${euros(amount)}) es menor que el mínimo exigido de ${euros(minimum)}.`,
      fieldPaths: [FIELD_PATHS.insuranceCoverage],
    });
  }
  const start = dayOf(valueAt(data, FIELD_PATHS.insuranceStart));
  const end = dayOf(valueAt(data, FIELD_PATHS.insuranceEnd));
  const entry = dayOf(valueAt(data, FIELD_PATHS.entryDate));
  const exit = dayOf(valueAt(data, FIELD_PATHS.exitDate));
  if (start && entry && start > entry) {
    warnings.push({
      code: 'insurance-starts-after-entry',
      message: `El seguro empieza el ${formatNumericDay(start)}, después de la entrada prevista (${formatNumericDay(entry)}): debe cubrir todo el viaje.`,
      fieldPaths: [FIELD_PATHS.insuranceStart, FIELD_PATHS.entryDate],
    });
  }
  if (end && exit && end < exit) {
    warnings.push({
      code: 'insurance-ends-before-exit',
      message: `El seguro termina el ${formatNumericDay(end)}, antes de la salida prevista (${formatNumericDay(exit)}): debe cubrir todo el viaje.`,
      fieldPaths: [FIELD_PATHS.insuranceEnd, FIELD_PATHS.exitDate],
    });
  }
  return warnings;
};
