import postcss, { type Container } from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

const referencedNames = (value: string) => [...value.matchAll(VAR_REFERENCE)].map((match) => match[1]!);

/**
 * Removes the custom properties (`--name: …`) that no rule of the sheet reads, directly or through another
 * custom property, and the rules and at-rules left empty. Bulma declares some 1,400 on `:root` (every shade
 * of every theme colour) and the landing's rules read about 130: inlined as they are, they would be most of
 * the page's first response. Only for a part of the site's stylesheet whose whole copy loads later and
 * declares them all again (criticalCss.ts).
 */
export function pruneCustomProperties(css: string): string {
  const root = postcss.parse(css);
  const readBy = new Map<string, string[]>();
  const wanted = new Set<string>();
  root.walkDecls((declaration) => {
    const names = referencedNames(declaration.value);
    if (declaration.prop.startsWith('--')) readBy.set(declaration.prop, [...(readBy.get(declaration.prop) ?? []), ...names]);
    else for (const name of names) wanted.add(name);
  });
  const pending = [...wanted];
  while (pending.length) {
    for (const name of readBy.get(pending.pop()!) ?? []) {
      if (wanted.has(name)) continue;
      wanted.add(name);
      pending.push(name);
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !wanted.has(declaration.prop)) declaration.remove();
  });
  dropEmpty(root);
  return root.toString();
}

/** Removes the rules and blocks left without content, innermost first (a media query around an emptied rule). */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (!('nodes' in node) || !node.nodes) return;
    dropEmpty(node);
    if (!node.nodes.length) node.remove();
  });
}
