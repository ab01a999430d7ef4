import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormTemplate } from '../../engine/forms/formTemplate.ts';
import type { FieldError } from '../../engine/validation/describeErrors.ts';
import { describeErrorsAgainst } from '../../engine/validation/describeValidation.ts';
import { loadServedValidator } from '../../engine/validation/servedValidator.ts';
import { formTemplate } from '../../templates/forms/formTemplates.ts';
import { taskFormErrors } from '../../templates/forms/task/taskFormErrors.ts';
import { adminRequest } from '../admin/session/adminRequest.ts';

export type TaskCheck = (data: unknown, today: string) => FieldError[];

const bundled = formTemplate('task');
/** Before a version's validator is loaded, or when it cannot be: the server alone checks. */
const serverChecks: TaskCheck = () => [];

export const TASK_FORM_KEY = ['form-templates', 'task'] as const;

/**
 * The task form /form-demo draws and checks: the latest version from the server (one published from the
 * 'Plantillas' tab included), as POST /api/admin/tasks checks it. The version the build bundles is checked
 * by its precompiled validator; a later one by the same code compiled by the server
 * (GET /api/form-templates/task/:version/validator.js). The bundled form is drawn until the server
 * answers, and stays when it cannot be reached, so typing is never blocked (the queue sends it later,
 * and the server checks it).
 */
export function useTaskForm(): { template: FormTemplate | undefined; check: TaskCheck } {
  const latest = useQuery({
    queryKey: TASK_FORM_KEY,
    queryFn: ({ signal }) => adminRequest<FormTemplate>('GET', '/api/form-templates/task', undefined, { signal }),
    staleTime: Infinity,
    retry: 1,
    // Drawn at once; a version published after the build replaces it as soon as the server says so.
    placeholderData: bundled,
  });
  const template = latest.data ?? (latest.isError ? bundled : undefined);
  const [served, setServed] = useState<{ version: number; check: TaskCheck } | null>(null);
  const version = template?.version;
  useEffect(() => {
    if (!template || template.version === bundled.version) return;
    let current = true;
    loadServedValidator(
      `/api/form-templates/task/${template.version}/validator.js`,
      `el formulario de tareas versión ${template.version}`,
    ).then(
      ({ validate }) => {
        const check: TaskCheck = (data, today) =>
          validate.call({ today }, data) ? [] : describeErrorsAgainst(template.schema, validate.errors);
        if (current) setServed({ version: template.version, check });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // One validator per version; the template object of a version does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  if (!template) return { template, check: serverChecks };
  if (template.version === bundled.version) return { template, check: taskFormErrors };
  return { template, check: served?.version === template.version ? served.check : serverChecks };
}
