import Router from '@koa/router';
import { registerAdminRoutes } from '../admin/routes.ts';
import { registerAuthRoutes } from '../auth/routes.ts';
import { registerCarouselRoutes } from '../carousel/routes.ts';
import { registerCaseCopyRoutes } from '../caseCopy/routes.ts';
import { registerCaseDetailsRoutes } from '../caseDetails/routes.ts';
import { registerConsultationRoutes } from '../consultations/routes.ts';
import { registerContactRoutes } from '../contacts/routes.ts';
import { registerImageRoutes } from '../images/routes.ts';
import { registerPublicRoutes } from '../public/routes.ts';
import { registerResultRoutes } from '../results/routes.ts';
import type { AppDeps, AppRouter, AppState } from './context.ts';

/** Every API route of the product, one register function per resource. */
export function createRouter(deps: AppDeps): AppRouter {
  const router = new Router<AppState>();
  registerAuthRoutes(router, deps);
  registerPublicRoutes(router, deps);
  registerContactRoutes(router, deps);
  registerConsultationRoutes(router, deps);
  registerResultRoutes(router, deps);
  registerCarouselRoutes(router, deps);
  registerImageRoutes(router, deps);
  registerAdminRoutes(router, deps);
  registerCaseCopyRoutes(router, deps);
  registerCaseDetailsRoutes(router, deps);
  return router;
}
