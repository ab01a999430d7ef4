/**
 * Moves focus to a case field by its dotted path (`identity.birthDate`, `family.children.0.name`): the
 * section form names its inputs `caso_<section>_<path joined by _>` (engine/rjsf/SectionForm.tsx).
 * A widget made of several controls (a date with its «No aplica») gets the first of them. Returns
 * whether a control was found; the section must be open (rendered) already.
 */
export function focusCaseField(root: ParentNode, path: string): boolean {
  const [section, ...rest] = path.split('.');
  const id = ['caso', section, ...rest].join('_');
  const controls = 'input, select, textarea, button';
  const exact = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  const target = exact?.matches(controls)
    ? exact
    : (exact?.querySelector<HTMLElement>(controls) ?? root.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}"]:is(${controls})`));
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus();
  return true;
}
