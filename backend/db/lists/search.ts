/** A piece of WHERE clause with its `?` parameters, in order. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** Joins conditions with AND; an empty list matches everything. */
export function whereClause(conditions: SqlCondition[]): SqlCondition {
  if (!conditions.length) return { sql: '', params: [] };
  return { sql: 'where ' + conditions.map((c) => `(${c.sql})`).join(' and '), params: conditions.flatMap((c) => c.params) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => '\\' + char);

/** Case-insensitive "contains" over text expressions; `search` is matched literally (a `%` or `_` stands for itself). */
export function containsText(search: string, columns: string[]): SqlCondition {
  const pattern = `%${escapeLike(search)}%`;
  return { sql: columns.map((column) => `${column} ilike ?`).join(' or '), params: columns.map(() => pattern) };
}

/**
 * Case-insensitive "contains" over name, e-mail, phone and any `others` text expressions. A search made only of digits and phone
 * punctuation also matches the phone's digits, so '8095551234' finds '809-555-1234'.
 * Substring search cannot use a btree index; at the product's volumes a scan of the filtered rows
 * is a few milliseconds, and the page itself is still read through the created-at index.
 */
export function textSearch(search: string, columns: { name: string; email: string; phone: string; others?: string[] }): SqlCondition {
  const texts = containsText(search, [columns.name, columns.email, columns.phone, ...(columns.others ?? [])]);
  const parts = [texts.sql];
  const params = [...texts.params];
  const digits = search.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(search) && digits.length >= 3) {
    parts.push(`regexp_replace(${columns.phone}, '[^0-9]', '', 'g') like ?`);
    params.push(`%${digits}%`);
  }
  return { sql: parts.join(' or '), params };
}
