/**
 * The value at a dotted path (`tripPlan.estimatedExitDate`, `family.children.0.name`: a list row by its
 * index), or undefined where the path leaves the data.
 */
export function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
