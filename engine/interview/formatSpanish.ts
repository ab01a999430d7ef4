// Spanish grouping with a point and decimals with a comma, also for four-digit numbers ('2.500'):
// the 'es' locale alone leaves 2500 ungrouped, and 'es-DO' groups with commas.
const numberFormat = new Intl.NumberFormat('es', { useGrouping: 'always', maximumFractionDigits: 2 } as Intl.NumberFormatOptions);

/** 2500 → '2.500'; 1234.5 → '1.234,5'. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** 2500, 'USD' → '2.500 USD'. */
export const formatAmount = (value: number, currency: string): string => `${formatNumber(value)} ${currency}`;
