import { AppError } from '../http/AppError.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { idempotentRequest, respondOnce } from '../http/idempotency.ts';
import { createValidatorModules } from '../http/servedValidator.ts';
import { createTask } from './createTask.ts';
import { listTasks } from './listTasks.ts';
import { latestTaskForm } from './taskChecks.ts';
import { TASK_TEXTS } from './texts.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

const TASKS = '/api/admin/tasks';

/** Staff routes of the demonstration form and the form templates it is drawn from (docs/api.md). */
export function registerTaskRoutes(router: AppRouter, deps: AppDeps) {
  const { forms } = deps.templates;
  const findForm = (key: string | undefined, versionText?: string) => {
    const version = versionText === undefined ? undefined : /^[1-9]\d{0,5}$/.test(versionText) ? Number(versionText) : NaN;
    const template = Number.isNaN(version) ? undefined : forms.find(key ?? '', version);
    if (!template) throw new AppError('not_found', TASK_TEXTS.unknownForm);
    return template;
  };

  // The latest version of a form (published ones included): what /form-demo draws and the server checks.
  router.get(
    '/api/form-templates/:formKey',
    can('templates.read'),
    contract({ summary: 'The latest version of a stand-alone form', answer: 'formTemplate' }),
    async (ctx) => {
      const { kind, key, version, label, schema, uiSchema } = findForm(ctx.params.formKey);
      ctx.body = { kind, key, version, label, schema, uiSchema };
    },
  );

  // The validator of a version the front end does not bundle (published from the back-office).
  const serveValidator = createValidatorModules();
  router.get(
    '/api/form-templates/:formKey/:formVersion/validator.js',
    can('templates.read'),
    contract({ summary: "A form version's validator, as an ES module", media: 'text/javascript' }),
    async (ctx) => {
      const template = findForm(ctx.params.formKey, ctx.params.formVersion);
      serveValidator(ctx, template, () => template.schema);
    },
  );

  router.get(TASKS, can('tasks'), contract({ summary: 'The newest tasks', answer: 'taskList' }), async (ctx) => {
    ctx.body = await listTasks(ctx.state.em);
  });

  router.post(
    TASKS,
    can('tasks'),
    contract({ summary: "Send a task (checked by the task form's latest version)", body: 'taskCreate', answer: 'taskItem', status: 201 }),
    async (ctx) => {
      const userId = ctx.state.user!.id;
      const now = deps.now();
      const form = latestTaskForm(forms);
      // A key is one user's: two people sending the same key send two different tasks.
      const request = idempotentRequest(`${TASKS}:${userId}`, ctx.headers, ctx.request.body);
      const { answer } = await respondOnce(ctx.state.em, request, now, async (claimed) => ({
        answer: await createTask(ctx.state.em, ctx.request.body, { ...ctx.state.actor, id: userId }, now, claimed, {
          version: form.template.version,
          check: form.check,
        }),
        stored: true,
      }));
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  );
}
