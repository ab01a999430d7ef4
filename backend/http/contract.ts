import type { Middleware } from 'koa';
import type { AppRouter, AppRouters, AppState } from './context.ts';

const CONTRACT = Symbol('contract');

/**
 * What a route takes and gives, by the `$id` of its schemas in schemas/. `answer` is the schema of the
 * JSON it answers with `status` (200 unless said; several when it may answer either, e.g. `[200, 201]`);
 * `media` instead of `answer` for a route that answers something other than JSON (a validator module,
 * an image); neither for `status: 204`, which answers nothing. Errors (4xx, 5xx) always answer the shared `errorAnswer` schema and need no declaring.
 */
export interface RouteContract {
  /** One line for the reference, in English like the rest of the docs. */
  summary: string;
  /** The request body's schema; the handler reads the body through `validators.body(ctx)`, checked by it. */
  body?: string;
  /** A request body that is not JSON (the signed upload's image bytes). */
  bodyMedia?: string;
  /** The query string's schema (its properties are the query parameters). */
  query?: string;
  answer?: string;
  status?: number | number[];
  media?: string;
}

type ContractTag = Middleware<AppState> & { [CONTRACT]: RouteContract };

/**
 * A route's contract, declared where the route is registered, beside its permission:
 * `router.get('/api/admin/contacts', can('contacts'), contract({ summary, query: 'contactListQuery', answer: 'contactPage' }), handler)`.
 * It tells the handler's `validators.body(ctx)` which schema the body must meet, and is read from the
 * router's stack for the OpenAPI document (backend/http/openApi.ts) and the test client's check of every answer.
 */
export function contract(declared: RouteContract): ContractTag {
  const empty = declared.status === 204;
  if (empty ? Boolean(declared.answer || declared.media) : !declared.answer === !declared.media) {
    throw new Error(`contract(): declare either answer or media, or neither with status 204 (${declared.summary})`);
  }
  const tag: Middleware<AppState> = (ctx, next) => {
    ctx.state.contract = declared;
    return next();
  };
  return Object.assign(tag, { [CONTRACT]: declared });
}

/** The contract a route declared, or null. */
export function contractOf(layer: { stack: unknown[] }): RouteContract | null {
  const tag = layer.stack.find((fn) => typeof fn === 'function' && CONTRACT in fn) as ContractTag | undefined;
  return tag ? tag[CONTRACT] : null;
}

/** The statuses a route answers with its `answer` (or `media`). */
export const successStatuses = (declared: RouteContract): number[] => [declared.status ?? 200].flat();

export interface DeclaredRoute {
  method: string;
  /** The router's pattern, `/api/interviews/:id`. */
  path: string;
  public: boolean;
  contract: RouteContract | null;
  layer: AppRouter['stack'][number];
}

/** Every route of both routers, one per method (HEAD, which Koa adds to each GET, left out). */
export function declaredRoutes(routers: AppRouters): DeclaredRoute[] {
  return (['public', 'staff'] as const).flatMap((side) =>
    routers[side].stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, path: String(layer.path), public: side === 'public', contract: contractOf(layer), layer })),
      ),
  );
}

/**
 * Stops the server from starting when a route declares no contract: its answers would be documented
 * nowhere and checked by no test. The message names each route and the line to add.
 */
export function assertContractsDeclared(routers: AppRouters): void {
  const missing = declaredRoutes(routers).filter((route) => !route.contract);
  if (missing.length) {
    const lines = missing.map(
      (route) => `  ${route.method} ${route.path}: añada contract({ summary: '…', answer: '<esquema>' }) al registrarla`,
    );
    throw new Error(`Rutas sin contrato declarado (backend/http/contract.ts; esquemas en schemas/):\n${lines.join('\n')}`);
  }
}
