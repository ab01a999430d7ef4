import type { AppDeps, AppRouter } from '../http/context.ts';
import { adminSummary } from './adminSummary.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** Admin-wide routes that belong to no single resource. */
export function registerAdminRoutes(router: AppRouter, _deps: AppDeps) {
  router.get(
    '/api/admin/summary',
    can('panel'),
    contract({ summary: 'Counts for the panel tabs', answer: 'adminSummary' }),
    async (ctx) => {
      ctx.body = await adminSummary(ctx.state.em);
    },
  );
}
