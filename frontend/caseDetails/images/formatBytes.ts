// Spanish as written in Spain and most of Latin America: a decimal comma ('19,6 MB'). The Dominican
// locale ('es-DO') uses a decimal point, which the business's staff do not read sizes with.
const oneDecimal = new Intl.NumberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es', { maximumFractionDigits: 0 });

/**
 * '10,1 MB', '850 kB': sizes as a person reads them, the one format of every size on screen. Rounded
 * up, so a file over the limit never reads as exactly the limit (10 MB + 1 byte is '10,1 MB').
 */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${oneDecimal.format(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB`;
  if (bytes >= 1024) return `${whole.format(Math.ceil(bytes / 1024))} kB`;
  return `${bytes} B`;
}
