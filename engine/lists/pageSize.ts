/**
 * How many rows a page of a back-office list holds: what the lists ask for, and what the API answers
 * when a request gives no `pageSize` (docs/api.md, Staff).
 */
export const LIST_PAGE_SIZE = 20;
