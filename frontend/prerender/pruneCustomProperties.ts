import postcss from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function referencedNames(value: string): string[] {
  return [...value.matchAll(VAR_REFERENCE)].map((match) => match[1]!);
}

/**
 * Removes the custom properties (`--name: …`) that no rule of the sheet reads, directly or through another
 * custom property. Bulma declares about 1,400 of them on `:root` (every shade of every theme colour) and the
 * landing's own rules read a few hundred: inlined as they are, they would triple the page's first response.
 * Only for a subset of the site's stylesheet whose whole copy loads later, which declares them all again.
 */
export function pruneCustomProperties(css: string): string {
  const root = postcss.parse(css);
  const declaredBy = new Map<string, string[]>();
  const wanted = new Set<string>();
  root.walkDecls((decl) => {
    const names = referencedNames(decl.value);
    if (decl.prop.startsWith('--')) declaredBy.set(decl.prop, [...(declaredBy.get(decl.prop) ?? []), ...names]);
    else for (const name of names) wanted.add(name);
  });
  const pending = [...wanted];
  while (pending.length) {
    for (const name of declaredBy.get(pending.pop()!) ?? []) {
      if (!wanted.has(name)) {
        wanted.add(name);
        pending.push(name);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !wanted.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (!rule.nodes.length) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && !atRule.nodes.length) atRule.remove();
  });
  return root.toString();
}
