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
import type { AppDeps, AppRouters, AppState } from './context.ts';

/** Every API route of the product, one register function per resource. */
export function createRouters(deps: AppDeps): AppRouters {
  const routers: AppRouters = { public: new Router<AppState>(), staff: new Router<AppState>() };
  registerAuthRoutes(routers.public, deps);
  registerPublicRoutes(routers.public, deps);
  registerContactRoutes(routers.staff, deps);
  registerConsultationRoutes(routers.staff, deps);
  registerResultRoutes(routers.staff, deps);
  registerCarouselRoutes(routers, deps);
  registerImageRoutes(routers, deps);
  registerAdminRoutes(routers.staff, deps);
  registerCaseCopyRoutes(routers.staff, deps);
  registerCaseDetailsRoutes(routers.staff, deps);
  return routers;
}
