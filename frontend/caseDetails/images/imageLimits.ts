/** docs/product-rules.md, Images: the same limits the server enforces (backend/images/limits.ts): checked here first, to refuse before sending. */
export const MAX_IMAGES_PER_CASE = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * '10.1 MB', '850 kB': sizes as a person reads them. Rounded up, so a file over the limit never
 * reads as exactly the limit (10 MB + 1 byte is '10.1 MB').
 */
export function formatBytes(bytes: number): string {
  const format = (value: number, digits: number) => value.toLocaleString('es-DO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return `${format(Math.ceil((bytes / (1024 * 1024)) * 10) / 10, 1)} MB`;
  if (bytes >= 1024) return `${format(Math.ceil(bytes / 1024), 0)} kB`;
  return `${bytes} B`;
}
