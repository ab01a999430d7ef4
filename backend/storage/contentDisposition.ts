/**
 * A Content-Disposition header that survives any file name: an ASCII fallback for old clients and
 * the exact UTF-8 name (RFC 6266 / 5987) for the rest. Quotes, slashes and control characters
 * never reach the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_');
  const ascii = clean.normalize('NFKD').replace(/[^\x20-\x7e]/g, '') || 'imagen';
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
