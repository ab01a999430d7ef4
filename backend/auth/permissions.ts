import type { Middleware } from 'koa';
import { roleCan, type Permission } from '../../engine/staff/roles.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { AppError } from '../http/AppError.ts';
import type { AppRouter, AppState } from '../http/context.ts';
import { AUTH_TEXTS } from './texts.ts';

const PERMISSION = Symbol('permission');

type PermissionCheck = Middleware<AppState> & { [PERMISSION]: Permission };

/**
 * A staff route's permission, declared where the route is registered:
 * `router.get('/api/admin/contacts', can('contacts'), handler)`. It runs after the session check
 * (the staff router's own middleware) and before the handler. A session that must first choose a
 * password or set up two-factor sign-in reaches only the routes of one's own account (`account`).
 */
export function can(permission: Permission): PermissionCheck {
  const check: Middleware<AppState> = async (ctx, next) => {
    const session = ctx.state.session;
    if (!session) throw new AppError('unauthenticated', AUTH_TEXTS.notSignedIn);
    if (session.stage && permission !== 'account') {
      throw new AppError('forbidden', session.stage === 'password' ? AUTH_TEXTS.changePasswordFirst : AUTH_TEXTS.enrolMfaFirst, [], {
        stage: session.stage,
      });
    }
    if (!roleCan(session.user.role, permission)) {
      // A refused attempt is a security event an administrador should see (docs/security.md, "Who did what").
      const description = AUTH_TEXTS.activity.accessRefused(ctx.method, ctx.path.slice(0, 200));
      await recordActivity(ctx.state.em, ctx.state.actor, { action: 'access_refused', description }, ctx.state.now());
      throw new AppError('forbidden', AUTH_TEXTS.forbidden);
    }
    return next();
  };
  return Object.assign(check, { [PERMISSION]: permission });
}

/** The permission a route declared, or null. */
export function permissionOf(layer: { stack: unknown[] }): Permission | null {
  const check = layer.stack.find((fn) => typeof fn === 'function' && PERMISSION in fn) as PermissionCheck | undefined;
  return check ? check[PERMISSION] : null;
}

/**
 * Stops the server from starting when a staff route declares no permission: a route added without
 * one would otherwise be open to every role.
 */
export function assertPermissionsDeclared(router: AppRouter): void {
  const missing = router.stack.filter((layer) => layer.methods.length > 0 && !permissionOf(layer));
  if (missing.length) {
    const routes = missing.map((layer) => `${layer.methods.filter((m) => m !== 'HEAD').join(',')} ${String(layer.path)}`).join('; ');
    throw new Error(`Rutas del personal sin permiso declarado (añada can('…') al registrarlas): ${routes}`);
  }
}
