/**
 * Format `data-url`: a file embedded in the value (`data:image/png;base64,…`, optionally with
 * `;name=<file name>` before `;base64`). The same pattern stock RJSF's validator uses, so a file field
 * accepts and refuses what RJSF's file widget produces. ajv-formats has no such format.
 */
export const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;
