import type { FormTemplate } from '../../../engine/forms/formTemplate.ts';
import { checkDraft } from '../../../engine/templates/editing/checkDraft.ts';
import { diffTemplates } from '../../../engine/templates/editing/diffTemplates.ts';
import { savedTasks } from '../../tasks/savedTasks.ts';
import { taskCheckOf } from '../../tasks/taskChecks.ts';
import { taskColumnProblems } from '../../tasks/taskColumns.ts';
import { checkRecords } from '../checkRecords.ts';
import { identityProblems, type KindContext, type KindHandler } from './kindHandler.ts';

/**
 * Stand-alone forms (templates/forms/): the task form of /form-demo, whose drafts must also keep the
 * fields the tasks table stores in columns, and are checked against every stored task.
 */
export function formKind({ catalog }: KindContext): KindHandler {
  const { forms } = catalog;
  return {
    keys: () => forms.keys(),
    label: (key) => forms.find(key)!.label,
    versions: (key) => forms.versions(key).map((version) => ({ version, content: { ...forms.find(key, version)! } as unknown as Record<string, unknown> })),
    compare: (_key, from, to) => ({ diff: diffTemplates(from as unknown as FormTemplate, to as unknown as FormTemplate) }),
    problems: (key, content) => [...identityProblems('form', key, content), ...checkDraft('form', content), ...(key === 'task' ? taskColumnProblems(content) : [])],
    async effect(em, key, content) {
      const latest = forms.find(key)!;
      const draft = content as unknown as FormTemplate;
      const diff = diffTemplates(latest, draft);
      if (key !== 'task') return { diff };
      const check = taskCheckOf(draft, false);
      const tasks = await savedTasks(em);
      const sentOn = new Map(tasks.map((task) => [task.id, task.sentOn]));
      const saved = tasks.map((task) => ({ id: task.id, name: task.title, templateVersion: task.templateVersion, data: task.data }));
      // Each task as if sent with the draft on the day it was sent: a due date then in the future still is.
      return { diff, records: checkRecords(saved, draft, latest, (record) => check(record.data, sentOn.get(record.id)!)) };
    },
    stored: (key, content, version) => ({ ...content, kind: 'form', key, version }),
  };
}
