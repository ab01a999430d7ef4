/**
 * What a case accepts as images (docs/security.md, uploads): the server enforces these limits and the
 * browser checks them first, to refuse a file before sending it.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_CASE = 10;
