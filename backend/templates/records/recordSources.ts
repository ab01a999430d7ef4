import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { AppError } from '../../http/AppError.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';
import { caseRecords } from './caseRecords.ts';
import { interviewRecords } from './interviewRecords.ts';
import type { RecordSource } from './recordSource.ts';
import { taskRecords } from './taskRecords.ts';

/**
 * The saved records each template's preview can load: a case form's cases, the interview steps' interviews,
 * the task form's tasks. The scoring rules have none (their effect is shown on the golden cases and the
 * finished interviews, docs/decisions/0148-template-kinds.md): asking is a 400.
 */
export function recordSources(now: () => Date): (kind: TemplateKind, key: string) => RecordSource {
  const sources = { case: caseRecords(now), interview: interviewRecords(), task: taskRecords() };
  return (kind, key) => {
    const source =
      kind === 'case' ? sources.case : kind === 'interview' ? sources.interview : kind === 'form' && key === 'task' ? sources.task : null;
    if (!source) throw new AppError('invalid', TEMPLATE_TEXTS.noSavedRecords);
    return source;
  };
}
