/** Letters without their accents (`Matrícula` → `Matricula`), then anything but ASCII letters and digits as spaces. */
function asciiWords(label: string): string[] {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Longest key or code made from a label: long enough to read, short enough for a data path. */
const MAX_LENGTH = 40;

/** Adds 2, 3… to `base` until `taken` no longer has it. */
function unique(base: string, taken: (candidate: string) => boolean): string {
  if (!taken(base)) return base;
  let n = 2;
  while (taken(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/**
 * A field key from its Spanish label, as the templates write keys: ASCII camelCase
 * (`Número de matrícula` → `numeroDeMatricula`), starting with a letter, unique by `taken`.
 */
export function fieldKeyFromLabel(label: string, taken: (key: string) => boolean): string {
  const words = asciiWords(label).map((word) => word.toLowerCase());
  let key = words
    .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('')
    .slice(0, MAX_LENGTH);
  if (!/^[a-z]/.test(key)) key = `campo${key ? key[0].toUpperCase() + key.slice(1) : ''}`;
  return unique(key, taken);
}

/**
 * An option's stored code from its Spanish label, as the templates write codes: lower-case ASCII words
 * joined by hyphens (`Unión libre` → `union-libre`), unique by `taken`.
 */
export function optionCodeFromLabel(label: string, taken: (code: string) => boolean): string {
  const code = asciiWords(label).join('-').toLowerCase().slice(0, MAX_LENGTH).replace(/-+$/, '') || 'opcion';
  return unique(code, (candidate) => taken(candidate));
}
