import type { FormTemplate } from '../../../engine/forms/formTemplate.ts';
import { checkRecords } from '../../../engine/templates/editing/checkRecords.ts';
import { diffTemplates } from '../../../engine/templates/editing/diffTemplates.ts';
import { formKind as rules } from '../../../engine/templates/kinds/formKind.ts';
import { savedTasks } from '../../tasks/savedTasks.ts';
import { taskCheckOf } from '../../tasks/taskChecks.ts';
import { taskColumnProblems } from '../../tasks/taskColumns.ts';
import type { KindContext, KindHandler } from './kindHandler.ts';

/**
 * Stand-alone forms (templates/forms/): the task form of /form-demo, whose drafts must also keep the
 * fields the tasks table stores in columns, and are checked against every stored task.
 */
export function formKind({ catalog }: KindContext): KindHandler {
  const { forms } = catalog;
  return {
    rules,
    keys: () => forms.keys(),
    label: (key) => forms.find(key)!.label,
    versions: (key) =>
      forms.versions(key).map((version) => ({ version, content: { ...forms.find(key, version)! } as unknown as Record<string, unknown> })),
    context: (key) => (key === 'task' ? { storedColumns: taskColumnProblems } : {}),
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
  };
}
