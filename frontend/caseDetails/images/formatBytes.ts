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
