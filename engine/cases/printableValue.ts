import { isChoice } from '../templates/fieldUi.ts';
import type { JsonSchema } from '../templates/types.ts';
import { isNotApplicable, NOT_APPLICABLE_LABEL } from '../notApplicable/isNotApplicable.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function optionTitle(schema: JsonSchema | undefined, value: unknown): string | undefined {
  if (!schema || !isChoice(schema)) return undefined;
  return schema.oneOf!.find((option) => option.const === value)?.title;
}

/**
 * How a single field's value reads in the PDF and read-only views: 'N/A' for NA, '' for no answer,
 * Sí/No, the Spanish label of a select option, dates as DD/MM/AAAA, amounts with thousands separators,
 * a multiple choice as its labels joined by commas. Lists of objects are laid out by the caller row by row.
 */
export function printableValue(value: unknown, schema?: JsonSchema): string {
  if (isNotApplicable(value)) return NOT_APPLICABLE_LABEL;
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return new Intl.NumberFormat('es-DO', { maximumFractionDigits: 2 }).format(value);
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'object' ? '' : printableValue(item, schema?.items)))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'string') {
    const title = optionTitle(schema, value);
    if (title) return title;
    const day = schema?.format === 'date' ? DAY.exec(value) : null;
    return day ? `${day[3]}/${day[2]}/${day[1]}` : value.trim();
  }
  return '';
}
