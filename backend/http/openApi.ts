import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { ROLES, roleCan } from '../../engine/staff/roles.ts';
import { loadSchemas, type JsonSchema } from '../../schemas/registry.ts';
import { permissionOf } from '../auth/permissions.ts';
import type { AppRouters } from './context.ts';
import { declaredRoutes, successStatuses, type DeclaredRoute } from './contract.ts';

/** The schema every error answers (4xx, 5xx), whatever the route. */
export const ERROR_SCHEMA = 'errorAnswer';

type Json = Record<string, unknown>;

/** `/api/interviews/:id` as OpenAPI writes it: `/api/interviews/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The product's own keywords (engine/validation/createAjv.ts), which OpenAPI knows only as extensions. */
const OWN_KEYWORDS = new Set(['notBeforeToday']);

/**
 * A schema as the document holds it: `{"$ref": "contactItem"}` (a schema's `$id`, as ajv reads it) as a
 * reference into the document's components, the product's own keywords as `x-` extensions.
 */
function componentOf(schema: JsonSchema): Json {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== '$schema' && key !== '$id')
        .map(([key, value]) => [
          OWN_KEYWORDS.has(key) ? `x-${key}` : key,
          key === '$ref' && typeof value === 'string' && !value.startsWith('#') ? `#/components/schemas/${value}` : visit(value),
        ]),
    );
  };
  return visit(schema) as Json;
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** The schemas a route names, and those they name in turn. */
function reachable(ids: string[], schemas: Map<string, JsonSchema>): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) add(value);
      else visit(value);
    }
  };
  const add = (id: string) => {
    if (seen.has(id)) return;
    const schema = schemas.get(id);
    if (!schema) throw new Error(`El contrato nombra un esquema que no existe en schemas/: ${id}`);
    seen.add(id);
    visit(schema);
  };
  ids.forEach(add);
  return seen;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content: done, nothing to answer',
  304: 'Not modified: the version the browser keeps (If-None-Match) is current',
};

function operation(route: DeclaredRoute, schemas: Map<string, JsonSchema>): Json {
  const declared = route.contract!;
  const permission = route.public ? null : permissionOf(route.layer);
  const roles = permission ? ROLES.filter((role) => roleCan(role, permission)) : [];
  const parameters: Json[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (declared.query) {
    const query = schemas.get(declared.query)!;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema: componentOf(schema as JsonSchema) });
    }
  }
  const responses: Json = {};
  for (const status of successStatuses(declared)) {
    const content = declared.media
      ? { [declared.media]: { schema: { type: 'string', format: 'binary' } } }
      : { 'application/json': { schema: ref(declared.answer!) } };
    responses[String(status)] =
      status === 304 || status === 204 ? { description: STATUS_TEXT[status] } : { description: STATUS_TEXT[status] ?? 'OK', content };
  }
  responses['4XX'] = { $ref: '#/components/responses/ClientError' };
  responses['5XX'] = { $ref: '#/components/responses/ServerError' };
  const access = route.public ? 'Public.' : `Staff: permission \`${permission}\` (${roles.join(', ')}).`;
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_, letter: string) => letter.toUpperCase())}`,
    summary: declared.summary,
    description: access,
    tags: [tagOf(route.path)],
    ...(parameters.length ? { parameters } : {}),
    ...(declared.body
      ? { requestBody: { required: declared.body !== 'emptyBody', content: { 'application/json': { schema: ref(declared.body) } } } }
      : declared.bodyMedia
        ? { requestBody: { required: true, content: { [declared.bodyMedia]: { schema: { type: 'string', format: 'binary' } } } } }
        : {}),
    responses,
    security: route.public ? [] : [{ session: [] }],
    ...(permission ? { 'x-permission': permission, 'x-roles': roles } : {}),
  };
}

/** The reference's sections: the resource a path names after `/api` (and `admin`). */
function tagOf(path: string): string {
  return path.split('/').find((part) => part && part !== 'api' && part !== 'admin' && !part.startsWith(':')) ?? 'api';
}

/**
 * The OpenAPI 3.1 document of the API, drawn from the routes both routers hold and the contract each
 * declared (backend/http/contract.ts), with the schemas of schemas/ as its components. Served at
 * GET /api/openapi.json; `sessionCookie` is the cookie's name under the running configuration.
 */
export function openApiDocument(routers: AppRouters, options: { sessionCookie: string; version: string }, schemas = loadSchemas()): Json {
  const routes = declaredRoutes(routers);
  const missing = routes.filter((route) => !route.contract);
  if (missing.length) throw new Error(`Rutas sin contrato: ${missing.map((route) => `${route.method} ${route.path}`).join(', ')}`);
  // A query schema's properties become the operation's parameters: not a component of its own.
  const named = routes.flatMap(({ contract: declared }) => [declared!.body, declared!.answer].filter((id): id is string => Boolean(id)));
  const components = reachable([...named, ERROR_SCHEMA], schemas);
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route, schemas);
  }
  const tags = [...new Set(routes.map((route) => tagOf(route.path)))]
    .sort()
    .map((name) => ({ name, description: `Routes under /api/…/${name}.` }));
  const errorContent = { 'application/json': { schema: ref(ERROR_SCHEMA) } };
  return {
    openapi: '3.1.0',
    info: {
      title: `${BUSINESS_NAME} API`,
      version: options.version,
      description:
        'The JSON API of the website and the back-office, drawn from the routes the server holds and the schemas in schemas/. ' +
        'Writes must come from the site itself (Origin or Sec-Fetch-Site: same-origin). Staff routes need the session cookie the sign-in sets, ' +
        'and the permission named on each (x-permission; the roles that have it in x-roles). Every error answers {error, details} with a Spanish message.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags,
    paths,
    components: {
      schemas: Object.fromEntries([...components].sort().map((id) => [id, componentOf(schemas.get(id)!)])),
      responses: {
        ClientError: {
          description:
            'Refused: the Spanish message says why (400 bad input, 401 not signed in, 403 not allowed, 404, 409 conflict, 413, 415, 422, 429).',
          content: errorContent,
        },
        ServerError: {
          description: 'Failed (500, with the request id to quote), or the database is unreachable (503, with Retry-After).',
          content: errorContent,
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The session cookie POST /api/auth/login sets.',
        },
      },
    },
  };
}
