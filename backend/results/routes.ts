import type { ResultListQuery } from '../../schemas/generated/resultListQuery.ts';
import { parseListQuery } from '../db/lists/listQuery.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { listResults } from './listResults.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** The Resultados tab: read-only history of completed consultations. */
export function registerResultRoutes(router: AppRouter, deps: AppDeps) {
  router.get(
    '/api/admin/results',
    can('results'),
    contract({ summary: 'Consultation results, by page', query: 'resultListQuery', answer: 'resultPage' }),
    async (ctx) => {
      const query = parseListQuery<ResultListQuery>(deps.validators, 'resultListQuery', ctx.query);
      ctx.body = await listResults(ctx.state.em, query);
    },
  );
}
