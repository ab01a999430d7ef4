import { LIST_PAGE_SIZE } from '../../../engine/lists/pageSize.ts';
import { describeErrors } from '../../../engine/validation/describeErrors.ts';
import { AppError } from '../../http/AppError.ts';
import type { Validators } from '../../http/validateBody.ts';
import { HTTP_TEXTS } from '../../http/texts.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

export interface ListQuery<F> {
  /** The validated query-string filters, as sent. */
  filters: F;
  /** The trimmed search text; null when absent or blank. */
  search: string | null;
  page: PageRequest;
}

/**
 * Checks a list's query string against its schema (`?q=&page=&pageSize=` plus the list's own
 * filters) and answers 400 in Spanish for anything unknown, repeated or out of range.
 */
export function parseListQuery<F extends { q?: string; page?: string; pageSize?: string }>(
  validators: Validators,
  schemaId: string,
  query: unknown,
): ListQuery<F> {
  const validate = validators.ajv.getSchema(schemaId);
  if (!validate) throw new Error(`Esquema desconocido: ${schemaId}`);
  const value = { ...(query as object) };
  if (!validate(value)) {
    throw new AppError('invalid', HTTP_TEXTS.invalidFilters, describeErrors(validate.errors));
  }
  const filters = value as F;
  const page = Number(filters.page ?? 1);
  const pageSize = Number(filters.pageSize ?? LIST_PAGE_SIZE);
  return {
    filters,
    search: filters.q?.trim() || null,
    page: { page, pageSize, offset: (page - 1) * pageSize },
  };
}
