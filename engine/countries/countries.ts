/**
 * The destination countries: the keys the API stores and the names people read, in the one order the
 * site shows them (the carousel's slides, the country selectors, the back-office filters). The landing,
 * the back-office, the e-mails and the case PDFs all read them here; the schemas in schemas/ list the
 * same keys (countries.test.ts keeps them in step). The carousel shows each name uppercased.
 */
export const COUNTRIES = [
  { value: 'usa', label: 'Estados Unidos' },
  { value: 'canada', label: 'Canadá' },
  { value: 'europa', label: 'Europa' },
  { value: 'peru', label: 'Perú' },
  { value: 'colombia', label: 'Colombia' },
  { value: 'curacao', label: 'Curazao' },
] as const;

export type CountryKey = (typeof COUNTRIES)[number]['value'];

export const COUNTRY_KEYS: readonly CountryKey[] = COUNTRIES.map((country) => country.value);

/** A country key as people read it; a key the product does not know is shown uppercased. */
export function countryLabel(key: string): string {
  return COUNTRIES.find((country) => country.value === key)?.label ?? key.toUpperCase();
}
