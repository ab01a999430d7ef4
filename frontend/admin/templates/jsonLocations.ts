/**
 * Where each value of a JSON text starts, by its dotted path (`properties.family.title`, `allOf.0.if`;
 * '' for the root), so a problem found in the parsed template can be marked at its line in the editor.
 * Meant for text JSON.parse accepted: on other text it stops at the first thing it does not understand.
 */
export function jsonLocations(text: string): Map<string, number> {
  const at = new Map<string, number>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const join = (path: string, part: string | number) => (path ? `${path}.${part}` : String(part));
  const readValue = (path: string, keyStart: number): void => {
    skipSpace();
    at.set(path, keyStart < 0 ? i : keyStart);
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      while (i < text.length && text[i] !== '}') {
        skipSpace();
        const start = i;
        const key = readString();
        skipSpace();
        i++; // ':'
        readValue(join(path, key), start);
        skipSpace();
        if (text[i] === ',') i++;
        skipSpace();
      }
      i++;
    } else if (c === '[') {
      i++;
      skipSpace();
      let index = 0;
      while (i < text.length && text[i] !== ']') {
        readValue(join(path, index++), -1);
        skipSpace();
        if (text[i] === ',') i++;
        skipSpace();
      }
      i++;
    } else if (c === '"') readString();
    else while (i < text.length && /[^,}\]\s]/.test(text[i])) i++;
  };
  readValue('', -1);
  return at;
}

/** The 1-based line of offset `offset` in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
