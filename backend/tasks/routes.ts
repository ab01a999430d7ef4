import type { AppDeps, AppRouter } from '../http/context.ts';
import { idempotentRequest, respondOnce } from '../http/idempotency.ts';
import { createTask } from './createTask.ts';
import { listTasks } from './listTasks.ts';

const TASKS = '/api/admin/tasks';

/** Staff routes of the demonstration form (docs/api.md). */
export function registerTaskRoutes(router: AppRouter, deps: AppDeps) {
  router.get(TASKS, async (ctx) => {
    ctx.body = await listTasks(ctx.state.em);
  });

  router.post(TASKS, async (ctx) => {
    const userId = ctx.state.user!.id;
    const now = deps.now();
    // A key is one user's: two people sending the same key send two different tasks.
    const request = idempotentRequest(`${TASKS}:${userId}`, ctx.headers, ctx.request.body);
    const { answer } = await respondOnce(ctx.state.em, request, now, async (claimed) => ({
      answer: await createTask(ctx.state.em, ctx.request.body, userId, now, claimed),
      stored: true,
    }));
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
}
