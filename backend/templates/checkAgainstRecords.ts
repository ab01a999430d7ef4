import type { EntityManager } from '@mikro-orm/postgresql';
import type { DraftProblem, TemplateKind } from '../../engine/templates/editing/checkDraft.ts';
import { draftWarnings } from '../../engine/templates/editing/draftWarnings.ts';
import { templateFingerprint } from '../../engine/templates/editing/fingerprint.ts';
import { pointerPlace } from '../../engine/templates/editing/pointerPlace.ts';
import type { TemplateCheck } from '../../schemas/generated/templateCheck.ts';
import type { EditableTemplates } from './templateKinds.ts';

/**
 * What the check answers but the draft's revision (schemas/templateCheck): its problems (empty when it
 * may be published), its warnings (valid draft-07 that ajv's strict mode would refuse, never refusing a
 * publish), its fingerprint, and, without problems, what it would do (RecordsEffect).
 */
export type DraftCheck = Omit<TemplateCheck, 'revision'>;

/**
 * The draft's own problems (what refuses a publish): its identity and its kind's checks, a form's each
 * also `place`d by the labels its pointer goes through ('Datos personales › Sexo › opciones'). The rules'
 * messages name their place themselves: their pointers go through no labels.
 */
export function draftProblems(templates: EditableTemplates, kind: TemplateKind, key: string, content: Record<string, unknown>): DraftProblem[] {
  return placed(kind, content, templates.kinds[kind].problems(key, content));
}

function placed(kind: TemplateKind, content: Record<string, unknown>, problems: DraftProblem[]): DraftProblem[] {
  if (kind === 'rules') return problems;
  return problems.map((problem) => {
    const place = pointerPlace(content, problem.pointer);
    return place ? { ...problem, place } : problem;
  });
}

/**
 * Everything the editor sees before publishing: the draft's problems and warnings, and, when it has no problems, what it
 * would do: for a form (a case form, the interview's steps, the task form), the diff from the latest
 * version and, against every record saved with the template, how many its rules refuse, which retired
 * fields they hold, which stored option codes it no longer offers; for the interview rules, the golden
 * cases and finished interviews whose rating would change.
 */
export async function checkAgainstRecords(em: EntityManager, templates: EditableTemplates, kind: TemplateKind, key: string, content: Record<string, unknown>): Promise<DraftCheck> {
  const problems = draftProblems(templates, kind, key, content);
  const warnings = placed(kind, content, draftWarnings(kind, content));
  const result: DraftCheck = { problems, warnings, fingerprint: templateFingerprint(content) };
  if (problems.length) return result;
  return { ...result, ...(await templates.kinds[kind].effect(em, key, content)) };
}
