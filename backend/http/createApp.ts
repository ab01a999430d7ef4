import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { loadUser } from '../auth/requireStaff.ts';
import { listCarouselImages } from '../carousel/listCarouselImages.ts';
import type { AppDeps, AppState } from './context.ts';
import type { RouteContract } from './contract.ts';
import type { Actor } from '../activity/recordActivity.ts';
import type { CurrentSession, StaffMember } from '../auth/sessions.ts';
import { errorHandler } from './errorHandler.ts';
import { refuseHostileInput } from './hostileInput.ts';
import { readInlineScriptHashes } from './builtFrontend.ts';
import { serveFrontend } from './frontend.ts';
import { HEALTH_PATHS } from './health.ts';
import type { Logger } from './logger.ts';
import { requestLog } from './requestLog.ts';
import { createRouters } from './routes.ts';
import { LOCAL_FORM_PATH, LOCAL_PART_PREFIX, LOCAL_UPLOAD_PREFIX } from '../storage/localStorage.ts';
import { jsonOnly, sameOriginWrites, securityHeaders } from './security.ts';
import { fromTrustedProxies } from './trustedProxies.ts';

export interface CreateAppOptions {
  /** The built front end (dist/); omitted in API tests. */
  frontendDir?: string;
  /** Path prefixes that take raw bytes instead of JSON (signed uploads). */
  rawPathPrefixes?: string[];
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  // Koa's own `proxy` switch would read X-Forwarded-* from any peer: it stays off, and
  // fromTrustedProxies reads them from the proxies TRUST_PROXY names only.
  const app = new Koa<AppState>({ proxy: false });
  const routers = createRouters(deps);
  // Koa prints errors it sees outside the middleware (a client closing its connection mid-request) as
  // several plain lines; the log stays one JSON line each, and a client's fault is no server error.
  app.on('error', (error: { code?: string; status?: number; name?: string }, ctx?: { state?: Partial<AppState> }) => {
    const clientFault =
      (error.status ?? 500) < 500 || /^(HPE_|ECONNRESET|ECONNABORTED|EPIPE|ERR_STREAM_PREMATURE_CLOSE)/.test(error.code ?? '');
    const entry = { msg: clientFault ? 'client connection error' : 'server error outside a request', error: error.name, code: error.code };
    const logger = ctx?.state?.log ?? deps.logger;
    if (clientFault) logger.info(entry);
    else logger.error(entry);
  });
  app.use(requestLog(deps.logger, { trustedProxies: deps.config.trustedProxies, lines: deps.config.logRequests }));
  app.use(fromTrustedProxies(deps.config.trustedProxies));
  const uploadOrigins = deps.storage.uploadOrigin ? [deps.storage.uploadOrigin] : [];
  const inlineScriptHashes = options.frontendDir ? readInlineScriptHashes(options.frontendDir) : [];
  app.use(securityHeaders(deps.config.env === 'production', uploadOrigins, inlineScriptHashes));
  app.use(errorHandler(deps.logger));
  if (options.frontendDir) {
    const carouselImages = () => listCarouselImages(deps.orm.em.fork() as EntityManager);
    app.use(serveFrontend(options.frontendDir, { whatsappNumber: deps.config.whatsappNumber, carouselImages, routePaths: HEALTH_PATHS }));
  }
  app.use(sameOriginWrites(deps.config.publicUrl));
  app.use(jsonOnly([LOCAL_UPLOAD_PREFIX, LOCAL_PART_PREFIX, LOCAL_FORM_PATH, ...(options.rawPathPrefixes ?? [])]));
  app.use(
    koaBody({
      json: true,
      text: false,
      urlencoded: false,
      multipart: false,
      jsonLimit: '1mb',
      jsonStrict: true,
      patchKoa: true,
      onError: (error, ctx) => {
        const status = (error as { status?: number }).status;
        ctx.throw(status === 413 ? 413 : 400);
      },
    }),
  );
  app.use(refuseHostileInput());
  app.use((ctx, next) => {
    ctx.state = new RequestState(deps.orm, deps.now, ctx.state.requestId, ctx.state.log);
    return next();
  });
  app.use(loadUser(deps.config, deps.now));
  app.use(routers.public.routes());
  app.use(routers.staff.routes());
  // Reads what both routers matched (ctx.matched): 405 with Allow for a known path and another method.
  app.use(routers.staff.allowedMethods());
  return { app, routers };
}

/**
 * What a request carries. Its EntityManager is its own (the identity map never leaks between
 * requests) and is made on first use: forking costs more than a public form's whole INSERT takes to
 * prepare, and the public forms write with plain statements.
 */
class RequestState implements AppState {
  #orm: MikroORM;
  #em: EntityManager | undefined;
  user: StaffMember | null = null;
  session: CurrentSession | null = null;
  sessionToken: string | null = null;
  contract: RouteContract | null = null;
  address = '';

  constructor(
    orm: MikroORM,
    readonly now: () => Date,
    readonly requestId: string,
    readonly log: Logger,
  ) {
    this.#orm = orm;
  }

  get em(): EntityManager {
    return (this.#em ??= this.#orm.em.fork());
  }

  get actor(): Actor {
    return { id: this.user?.id ?? null, username: this.user?.username ?? null, address: this.address };
  }
}
