import type { EntityManager } from '@mikro-orm/postgresql';
import type { DraftProblem, TemplateKind } from '../../engine/templates/editing/checkDraft.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import { pointerPlace } from '../../engine/templates/editing/pointerPlace.ts';
import type { RecordsEffect } from './kinds/kindHandler.ts';
import type { EditableTemplates } from './templateKinds.ts';

export interface DraftCheck extends RecordsEffect {
  /** Empty when the draft may be published. */
  problems: DraftProblem[];
  fingerprint: string;
}

/**
 * The draft's own problems (what refuses a publish): its identity and its kind's checks, a form's each
 * also `place`d by the labels its pointer goes through ('Datos personales › Sexo › opciones'). The rules'
 * messages name their place themselves: their pointers go through no labels.
 */
export function draftProblems(templates: EditableTemplates, kind: TemplateKind, key: string, content: Record<string, unknown>): DraftProblem[] {
  const problems = templates.kinds[kind].problems(key, content);
  if (kind === 'rules') return problems;
  return problems.map((problem) => {
    const place = pointerPlace(content, problem.pointer);
    return place ? { ...problem, place } : problem;
  });
}

/**
 * Everything the editor sees before publishing: the draft's problems, and, when it has none, what it
 * would do: for a form (a case form, the interview's steps, the task form), the diff from the latest
 * version and, against every record saved with the template, how many its rules refuse, which retired
 * fields they hold, which stored option codes it no longer offers; for the interview rules, the golden
 * cases and finished interviews whose rating would change.
 */
export async function checkAgainstRecords(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string, content: Record<string, unknown>): Promise<DraftCheck> {
  const problems = draftProblems(templates, kind, key, content);
  const result: DraftCheck = { problems, fingerprint: templateFingerprint(content) };
  if (problems.length) return result;
  return { ...result, ...(await templates.kinds[kind].effect(em, key, content)) };
}
