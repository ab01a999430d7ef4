import Router from '@koa/router';
import { registerActivityRoutes } from '../activity/routes.ts';
import { registerAdminRoutes } from '../adminSummary/routes.ts';
import { assertPermissionsDeclared } from '../auth/permissions.ts';
import { requireStaff } from '../auth/requireStaff.ts';
import { registerAuthRoutes } from '../auth/routes.ts';
import { registerCarouselRoutes } from '../carousel/routes.ts';
import { registerCaseCopyRoutes } from '../caseCopy/routes.ts';
import { registerCaseDetailsRoutes } from '../caseDetails/routes.ts';
import { registerConsultationRoutes } from '../consultations/routes.ts';
import { registerContactRoutes } from '../contacts/routes.ts';
import { registerHealthRoutes } from './health.ts';
import { registerImageRoutes } from '../images/routes.ts';
import { registerInterviewRoutes } from '../interviews/routes.ts';
import { registerPublicRoutes } from '../submissions/routes.ts';
import { registerResultRoutes } from '../results/routes.ts';
import { registerStaffRoutes } from '../staff/routes.ts';
import { registerTaskRoutes } from '../tasks/routes.ts';
import { registerTemplateRoutes } from '../templates/routes.ts';
import type { AppDeps, AppRouters, AppState } from './context.ts';
import { wellFormedPath } from './params.ts';
import { assertContractsDeclared } from './contract.ts';
import { registerOpenApiRoute } from './openApiRoute.ts';

/**
 * Routes match exactly: `/API/admin/...`, `/api/admin/.../` or `/api//admin` name no route. Not
 * `exclusive`: an exclusive router runs only the last matching layer and would skip the middleware below.
 */
const ROUTER_OPTIONS = { sensitive: true, strict: true } as const;

/**
 * Every API route of the product, one register function per resource. A route is public only when it
 * is registered on `public` (the list in docs/security.md); on `staff`, the session check runs first for
 * every route the router matches, so no staff handler can run without it, and each route declares the
 * permission it needs where it is registered (`can(…)`, backend/auth/permissions.ts): the server does
 * not start with a staff route that declares none. Every route, public or staff, declares its contract
 * there too (`contract({…})`, backend/http/contract.ts), read for the OpenAPI document. A router runs its middleware
 * only when one of its own routes matched: an unknown path gets 404, not 401.
 */
export function createRouters(deps: AppDeps): AppRouters {
  const routers: AppRouters = { public: new Router<AppState>(ROUTER_OPTIONS), staff: new Router<AppState>(ROUTER_OPTIONS) };
  // Before any route: a router runs its layers in the order they were added. Every staff answer is
  // drawn from the template versions the database holds now, whichever server process published them
  // (docs/decisions/0152-template-versions-across-server-processes.md): one single-row read per
  // request.
  routers.staff.use(requireStaff, wellFormedPath, async (ctx, next) => {
    await deps.templates.catchUp(ctx.state.em);
    await next();
  });
  routers.public.use(wellFormedPath);
  registerHealthRoutes(routers.public, deps);
  registerAuthRoutes(routers, deps);
  registerPublicRoutes(routers.public, deps);
  registerContactRoutes(routers.staff, deps);
  registerConsultationRoutes(routers.staff, deps);
  registerResultRoutes(routers.staff, deps);
  registerCarouselRoutes(routers, deps);
  registerImageRoutes(routers, deps);
  registerAdminRoutes(routers.staff, deps);
  registerCaseCopyRoutes(routers.staff, deps);
  registerCaseDetailsRoutes(routers.staff, deps);
  registerInterviewRoutes(routers.staff, deps);
  registerTaskRoutes(routers.staff, deps);
  registerTemplateRoutes(routers.staff, deps);
  registerStaffRoutes(routers.staff, deps);
  registerActivityRoutes(routers.staff, deps);
  // Last: the document it serves lists the routes registered before it.
  registerOpenApiRoute(routers, deps);
  assertPermissionsDeclared(routers.staff);
  assertContractsDeclared(routers);
  return routers;
}
