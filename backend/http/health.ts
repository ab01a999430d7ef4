import { migrations } from '../db/migrations/index.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from './AppError.ts';
import { contract } from './contract.ts';
import type { AppDeps, AppRouter } from './context.ts';
import { HTTP_TEXTS } from './texts.ts';

/** The probes a load balancer calls: outside /api/, where such probes are looked for; never the site's pages. */
export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

/** A readiness check slower than this counts as the database not answering: a probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export const NOT_MIGRATED =
  'El servicio no está listo: la base de datos no tiene aplicadas todas las migraciones de esta versión. Inténtelo de nuevo en unos minutos.';

/**
 * GET /healthz: the process answers (nothing else is touched, so a database outage never gets a
 * healthy process restarted). GET /readyz: the process may take requests: its database answers and
 * holds every migration this version knows, else 503 with Retry-After (the error handler adds it), so
 * the load balancer sends the requests elsewhere meanwhile. Public: they tell nothing about the data.
 */
export function registerHealthRoutes(router: AppRouter, deps: AppDeps) {
  router.get('/healthz', contract({ summary: 'Liveness: the process answers', answer: 'healthAnswer' }), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get(
    '/readyz',
    contract({ summary: 'Readiness: the database answers and holds every migration (else 503 with Retry-After)', answer: 'readyAnswer' }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AppError('unavailable', HTTP_TEXTS.unavailable)), READY_CHECK_TIMEOUT_MS);
      });
      // One small read on the shared EntityManager: a probe needs no unit of work of its own.
      const applied = await Promise.race([queryRows<{ name: string }>(deps.orm.em, 'select name from mikro_orm_migrations'), slow]).finally(
        () => clearTimeout(timer),
      );
      const names = new Set(applied.map((row) => row.name));
      const missing = migrations.filter((migration) => !names.has(migration.name)).length;
      if (missing > 0) {
        deps.logger.error({ msg: 'not ready: migrations missing', missing });
        throw new AppError('unavailable', NOT_MIGRATED);
      }
      ctx.body = { status: 'ready' };
    },
  );
}
