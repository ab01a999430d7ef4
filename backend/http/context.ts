import type { Router, RouterContext } from '@koa/router';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { Actor } from '../activity/recordActivity.ts';
import type { CurrentSession, StaffMember } from '../auth/sessions.ts';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import type { TemplateCatalog } from '../templates/templateCatalog.ts';
import type { Logger } from './logger.ts';
import type { Validators } from './validateBody.ts';
import type { RouteContract } from './contract.ts';

/** Everything the HTTP layer is built from; tests build the same thing with their own parts. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  validators: Validators;
  logger: Logger;
  now: () => Date;
  /** Called after data that queued mail is committed, so the sender delivers it promptly. */
  onMailQueued: () => void;
  /** Uploaded files (case images): local disk or an S3-compatible bucket. */
  storage: ObjectStorage;
  /** Every template (case forms, the interview, its rules, the task form): the files in templates/ with the versions published from the back-office over them. */
  templates: TemplateCatalog;
  /** Public form submissions allowed per address and route; omitted: the default, null: no limit (benchmarks). */
  publicSubmissionLimit?: { max: number; windowMs: number } | null;
}

export interface AppState {
  em: EntityManager;
  /** The signed-in person, or null. */
  user: StaffMember | null;
  /** Their session, or null. */
  session: CurrentSession | null;
  sessionToken: string | null;
  /** What the matched route declared it takes and gives (backend/http/contract.ts), or null before a route matched. */
  contract: RouteContract | null;
  /** The client address limits and the activity record use (backend/http/clientAddress.ts). */
  address: string;
  /** Who is acting, for the activity record. */
  readonly actor: Actor;
  /** The server's clock (AppDeps.now), for what middleware records. */
  readonly now: () => Date;
  /** This request's id, sent back in X-Request-Id and shown in a 500's message (backend/http/requestLog.ts). */
  requestId: string;
  /** The logger for what happens while answering this request: every line carries `requestId`. */
  log: Logger;
}

export type AppContext = RouterContext<AppState>;
export type AppRouter = Router<AppState>;

/** The two routers every route is registered on (backend/http/routes.ts). */
export interface AppRouters {
  /** The few routes anyone may call, listed in docs/security.md. */
  public: AppRouter;
  /** Every other route: the session check is this router's first middleware, so no handler runs without it. */
  staff: AppRouter;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
