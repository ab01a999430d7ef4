/**
 * Where the browser keeps forms and queued submissions (docs/operations.md, Data kept in the browser).
 * Every key starts with the product's prefix so none collides with another app on the same origin.
 */
export const STORAGE_PREFIX = 'rumbo:';
/** A form's draft lives at FORM_DRAFT_PREFIX + its formId. */
export const FORM_DRAFT_PREFIX = `${STORAGE_PREFIX}form:`;
export const QUEUE_KEY = `${STORAGE_PREFIX}queue`;
export const FAILED_QUEUE_KEY = `${STORAGE_PREFIX}queue:failed`;
/** Web Locks names, or localStorage lease keys where the browser has no Web Locks. */
export const SEND_LOCK_NAME = `${STORAGE_PREFIX}queue:send`;
export const WRITE_LOCK_NAME = `${STORAGE_PREFIX}queue:write`;
/**
 * The case dialog's drafts, in sessionStorage (this tab only) at CASE_DRAFT_PREFIX + the consultation id.
 * The key predates the product prefix and is kept, so a tab open across an update keeps its draft.
 */
export const CASE_DRAFT_PREFIX = 'caso-borrador:';
