import type { ValidateFunction } from 'ajv';
import { contractOf, successStatuses } from '../http/contract.ts';
import type { AppRouters } from '../http/context.ts';
import { ERROR_SCHEMA } from '../http/openApi.ts';
import { createValidators } from '../http/validateBody.ts';

/**
 * The check the test client runs on every answer it receives (backend/testing/testServer.ts): the
 * answer of a route must be the one its contract declares (backend/http/contract.ts), with a declared
 * status and the declared schema, and every error the shared `errorAnswer`. So the OpenAPI document,
 * drawn from the same contracts, cannot drift from what the API answers: the test that received an
 * answer breaking it fails, naming the route, the status and what is wrong.
 */
let routers: AppRouters | null = null;
const ajv = createValidators().ajv;

/**
 * The routes answers are checked against: those of the first test server a process starts (every
 * server runs the same code, so any of them, and a proxy in front of them, answers by the same routes).
 */
export function useContractsOf(served: AppRouters): void {
  routers ??= served;
}

export interface ReceivedAnswer {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
}

function schema(id: string): ValidateFunction {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`Esquema desconocido en un contrato: ${id}`);
  return validate;
}

/** What is wrong with an answer to `method path`, or null when it meets its route's contract. */
export function answerProblem(method: string, path: string, answer: ReceivedAnswer): string | null {
  if (!routers)
    throw new Error('Ningún servidor de prueba registró sus rutas: inicie el servidor con startTestServer() antes de usar TestClient');
  const pathname = path.split(/[?#]/)[0];
  const layer = [routers.public, routers.staff]
    .flatMap((router) => router.match(pathname, method).pathAndMethod)
    .find((candidate) => candidate.methods.length > 0);
  const declared = layer ? contractOf(layer) : null;
  const where = `${method} ${layer ? String(layer.path) : pathname} answered ${answer.status}`;
  const json = answer.contentType.startsWith('application/json');
  const check = (id: string) => {
    if (!json) return `${where} as ${answer.contentType || 'nothing'}, not JSON (${id}): ${answer.text.slice(0, 120)}`;
    const validate = schema(id);
    if (validate(answer.body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 8)
      .map((error) => `${error.instancePath || '/'} ${error.message}${error.params ? ' ' + JSON.stringify(error.params) : ''}`);
    return `${where} outside its schema ${id}:\n  ${errors.join('\n  ')}\n  answer: ${answer.text.slice(0, 300)}`;
  };
  if (answer.status >= 400) {
    // No route matched (an unknown path, another method): the API's own JSON errors still have one shape.
    if (!layer && !json) return null;
    if (method === 'HEAD') return null;
    return check(ERROR_SCHEMA);
  }
  if (!layer) return null;
  if (!declared) return `${where}: the route declares no contract (backend/http/contract.ts)`;
  const statuses = successStatuses(declared);
  if (!statuses.includes(answer.status))
    return `${where}, a status its contract does not declare (${statuses.join(', ')}): ${answer.text.slice(0, 200)}`;
  if (answer.status === 304 || method === 'HEAD') return null;
  if (answer.status === 204)
    return answer.text === '' ? null : `${where} with a body, which 204 must not have: ${answer.text.slice(0, 120)}`;
  if (declared.media) {
    const prefix = declared.media.replace(/\*$/, '');
    return answer.contentType.startsWith(prefix) ? null : `${where} as ${answer.contentType}, not ${declared.media}`;
  }
  return check(declared.answer!);
}
