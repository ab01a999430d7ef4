/**
 * The name a person gave a file, made safe to store and show: only its last path segment, without
 * control characters, at most 200 characters; 'imagen' when nothing is left.
 */
export function cleanFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(clean).slice(0, 200).join('') || 'imagen';
}

/** `foto.png` holding JPEG bytes downloads as `foto.jpg`: the extension follows the real type. */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}
