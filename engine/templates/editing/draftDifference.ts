import type { TemplateKind } from '../kinds/kind.ts';
import { KIND_RULES } from '../kinds/kinds.ts';
import { diffTemplates } from './diffTemplates.ts';
import { readDiff, type DiffGroup } from './readDiff.ts';
import { isObject } from '../../json/isObject.ts';

/** How two drafts of one template differ, read from `theirs` to `mine`. */
export interface DraftDifference {
  /** Fields and options added, retired and changed, in words; none for the scoring rules, which have no form. */
  groups: DiffGroup[];
  /** Every JSON pointer where the drafts differ: also what the groups do not name (help, order, presentation, the rules). */
  pointers: string[];
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

function collectPointers(a: unknown, b: unknown, at: string, into: string[]): void {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) collectPointers(a[i], b[i], `${at}/${i}`, into);
  } else if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) collectPointers(a[key], b[key], `${at}/${escapeToken(key)}`, into);
  } else if (a !== b) {
    into.push(at);
  }
}

/** The JSON pointers (RFC 6901) of every value that differs between `a` and `b`; '' when the whole differs. */
function changedPointers(a: unknown, b: unknown): string[] {
  const pointers: string[] = [];
  collectPointers(a, b, '', pointers);
  return pointers;
}

/**
 * What `mine` changes from `theirs` (two drafts of one template, as a 409 gives them), for the editor
 * choosing which to keep: the fields and options of a form in words (diffTemplates, readDiff), and the
 * JSON pointers of every difference, which is all a person gets for the scoring rules.
 */
export function draftDifference(kind: TemplateKind, theirs: Record<string, unknown>, mine: Record<string, unknown>): DraftDifference {
  const { formOf } = KIND_RULES[kind];
  const from = formOf(theirs);
  const to = formOf(mine);
  const groups = from && to ? readDiff(diffTemplates(from, to), from, to) : [];
  return { groups, pointers: changedPointers(theirs, mine) };
}
