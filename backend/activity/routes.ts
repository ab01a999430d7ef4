import type { ActivityQuery } from '../../schemas/generated/activityQuery.ts';
import { parseListQuery } from '../db/lists/listQuery.ts';
import { can } from '../auth/permissions.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { listActivity } from './listActivity.ts';
import { contract } from '../http/contract.ts';

/** The 'Actividad' tab and the record of one consultation in its case dialog (administradores). */
export function registerActivityRoutes(router: AppRouter, deps: AppDeps) {
  router.get(
    '/api/admin/audit',
    can('activity'),
    contract({ summary: 'The activity record, newest first', query: 'activityQuery', answer: 'activityPage' }),
    async (ctx) => {
      const query = parseListQuery<ActivityQuery>(deps.validators, 'activityQuery', ctx.query);
      ctx.body = await listActivity(ctx.state.em, query);
    },
  );
}
